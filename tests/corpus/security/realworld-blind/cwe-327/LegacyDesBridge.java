// expect: CWE-327 @ 23
// note: bridge to the mainframe encrypts account numbers with single DES ("DES/CBC/PKCS5Padding")
package com.bank.mainframe;

import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class LegacyDesBridge {
    private final SecretKey desKey;
    private final SecureRandom random = new SecureRandom();

    public LegacyDesBridge(SecretKey desKey) {
        this.desKey = desKey;
    }

    public byte[] encryptAccount(byte[] accountNumber) throws GeneralSecurityException {
        byte[] iv = new byte[8];
        random.nextBytes(iv);
        Cipher des = Cipher.getInstance("DES/CBC/PKCS5Padding");
        des.init(Cipher.ENCRYPT_MODE, desKey, new IvParameterSpec(iv));
        return des.doFinal(accountNumber);
    }
}
