// expect: none (CWE-327 safe)
// note: JPA AttributeConverter encrypts SSNs with AES/GCM and a random IV prefix
package com.peoplehub.persistence;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import javax.crypto.spec.GCMParameterSpec;

@Converter
public class FieldEncryptionAttributeConverter implements AttributeConverter<String, String> {

    private final SecretKeySpec key = new SecretKeySpec(Base64.getDecoder().decode(System.getenv("PII_KEY_B64")), "AES");

    @Override
    public String convertToDatabaseColumn(String ssn) {
        try {
            byte[] iv = new byte[12];
            new SecureRandom().nextBytes(iv);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
            byte[] ct = cipher.doFinal(ssn.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(iv) + ":" + Base64.getEncoder().encodeToString(ct);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String convertToEntityAttribute(String dbData) {
        throw new UnsupportedOperationException("decryption handled by the PII service");
    }
}
