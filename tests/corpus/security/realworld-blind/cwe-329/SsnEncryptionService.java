// expect: CWE-329 @ 14
// note: AES/CBC with a constant all-zero IV (new IvParameterSpec(new byte[16])) reused for every social security number
package com.hr.pii;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class SsnEncryptionService {
    private static final IvParameterSpec IV = new IvParameterSpec(new byte[16]);

    private final SecretKey key;

    public SsnEncryptionService(SecretKey key) {
        this.key = key;
    }

    public String encrypt(String ssn) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key, IV);
        return Base64.getEncoder().encodeToString(cipher.doFinal(ssn.getBytes(StandardCharsets.UTF_8)));
    }
}
