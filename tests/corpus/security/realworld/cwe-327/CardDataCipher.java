// expect: none (CWE-327 safe)
// note: card numbers encrypted with AES/GCM/NoPadding and a random 12-byte IV per message
package com.paystream.crypto;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class CardDataCipher {

    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();

    public CardDataCipher(SecretKey key) {
        this.key = key;
    }

    public byte[] encrypt(String pan) throws Exception {
        byte[] iv = new byte[12];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        byte[] ct = cipher.doFinal(pan.getBytes(StandardCharsets.UTF_8));
        return ByteBuffer.allocate(iv.length + ct.length).put(iv).put(ct).array();
    }
}
