// expect: CWE-329 @ 21
// note: AES/CBC with a constant all-zero IV (new IvParameterSpec(new byte[16])) for every record
package com.socialcircle.crypto;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class ProfileFieldEncryptor {

    private final SecretKey key;

    public ProfileFieldEncryptor(SecretKey key) {
        this.key = key;
    }

    public String encrypt(String value) throws Exception {
        IvParameterSpec iv = new IvParameterSpec(new byte[16]);
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key, iv);
        byte[] ct = cipher.doFinal(value.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ct);
    }
}
