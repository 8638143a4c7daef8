// expect: CWE-329 @ 23
// note: IV derived from the key bytes (Arrays.copyOf(keyBytes, 16)), so identical for every encryption
package com.paystream.vault;

import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public class TokenVaultCipher {

    private final byte[] keyBytes;

    public TokenVaultCipher(byte[] keyBytes) {
        this.keyBytes = keyBytes;
    }

    public byte[] encrypt(byte[] token, byte[] ivOut) throws Exception {
        byte[] iv = Arrays.copyOf(keyBytes, 16);
        System.arraycopy(iv, 0, ivOut, 0, 16);
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(keyBytes, "AES"), new IvParameterSpec(iv));
        return cipher.doFinal(token);
    }
}
