// expect: none (CWE-329 safe)
// note: IV from SecureRandom; key bytes used only for the key
package com.paystream.vault;

import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public class TokenVaultEncryptor {

    private final byte[] keyBytes;

    public TokenVaultEncryptor(byte[] keyBytes) {
        this.keyBytes = keyBytes;
    }

    public byte[] encrypt(byte[] token, byte[] ivOut) throws Exception {
        byte[] iv = new byte[16];
        new SecureRandom().nextBytes(iv);
        System.arraycopy(iv, 0, ivOut, 0, 16);
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(keyBytes, "AES"), new IvParameterSpec(iv));
        return cipher.doFinal(token);
    }
}
