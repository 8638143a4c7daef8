// expect: CWE-327 @ 20
// note: bare "AES" transformation (provider default AES/ECB/PKCS5Padding) used to encrypt configuration secrets
package com.devtools.config;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

public final class ConfigEncryptor {
    private final SecretKeySpec key;

    public ConfigEncryptor(byte[] rawKey) {
        this.key = new SecretKeySpec(rawKey, "AES");
    }

    public String encrypt(String plain) throws GeneralSecurityException {
        Cipher aes = Cipher.getInstance("AES");
        aes.init(Cipher.ENCRYPT_MODE, key);
        return "ENC(" + Base64.getEncoder().encodeToString(aes.doFinal(plain.getBytes(StandardCharsets.UTF_8))) + ")";
    }
}
