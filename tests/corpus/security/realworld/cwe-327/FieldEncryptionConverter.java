// expect: CWE-327 @ 21
// note: JPA AttributeConverter encrypts SSNs with AES/ECB/PKCS5Padding
package com.peoplehub.persistence;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

@Converter
public class FieldEncryptionConverter implements AttributeConverter<String, String> {

    private final SecretKeySpec key = new SecretKeySpec(Base64.getDecoder().decode(System.getenv("PII_KEY_B64")), "AES");

    @Override
    public String convertToDatabaseColumn(String ssn) {
        try {
            Cipher cipher = Cipher.getInstance("AES/ECB/PKCS5Padding");
            cipher.init(Cipher.ENCRYPT_MODE, key);
            return Base64.getEncoder().encodeToString(cipher.doFinal(ssn.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String convertToEntityAttribute(String dbData) {
        throw new UnsupportedOperationException("decryption handled by the PII service");
    }
}
