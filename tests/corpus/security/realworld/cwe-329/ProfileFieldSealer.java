// expect: none (CWE-329 safe)
// note: AES/CBC with a fresh SecureRandom IV stored alongside each record
package com.socialcircle.crypto;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class ProfileFieldSealer {

    private final SecretKey key;

    public ProfileFieldSealer(SecretKey key) {
        this.key = key;
    }

    public String encrypt(String value) throws Exception {
        byte[] ivBytes = new byte[16];
        new SecureRandom().nextBytes(ivBytes);
        IvParameterSpec iv = new IvParameterSpec(ivBytes);
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key, iv);
        byte[] ct = cipher.doFinal(value.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ivBytes) + ":" + Base64.getEncoder().encodeToString(ct);
    }
}
