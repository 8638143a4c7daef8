// expect: none (CWE-329 safe)
// note: GCM nonce generated per call with SecureRandom; decrypt reads the IV stored with the record (not a constant)
package com.crm.fields;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class GcmFieldEncryptor {
    private final SecretKey key;
    private final SecureRandom rng = new SecureRandom();

    public GcmFieldEncryptor(SecretKey key) {
        this.key = key;
    }

    public byte[] encrypt(byte[] plain) throws GeneralSecurityException {
        byte[] iv = new byte[12];
        rng.nextBytes(iv);
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        return ByteBuffer.allocate(12 + plain.length + 16).put(iv).put(c.doFinal(plain)).array();
    }

    public byte[] decrypt(byte[] stored) throws GeneralSecurityException {
        ByteBuffer buf = ByteBuffer.wrap(stored);
        byte[] iv = new byte[12];
        buf.get(iv);
        byte[] ct = new byte[buf.remaining()];
        buf.get(ct);
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv));
        return c.doFinal(ct);
    }
}
