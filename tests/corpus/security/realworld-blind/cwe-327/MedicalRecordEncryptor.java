// expect: none (CWE-327 safe)
// note: AES/GCM/NoPadding with a 12-byte IV from SecureRandom per record, IV prepended to the ciphertext
package com.health.records.crypto;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class MedicalRecordEncryptor {
    private static final int IV_LENGTH = 12;
    private static final int TAG_BITS = 128;

    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();

    public MedicalRecordEncryptor(SecretKey key) {
        this.key = key;
    }

    public byte[] encrypt(byte[] record) throws GeneralSecurityException {
        byte[] iv = new byte[IV_LENGTH];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
        byte[] sealed = cipher.doFinal(record);
        return ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array();
    }
}
