// expect: none (CWE-329 safe)
// note: a fresh 16-byte IV from SecureRandom per message for AES/CBC, sent alongside the ciphertext and HMAC
package com.messaging.crypto;

import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class TokenEnvelope {
    private final SecretKey encKey;
    private final SecretKey macKey;
    private final SecureRandom random = new SecureRandom();

    public TokenEnvelope(SecretKey encKey, SecretKey macKey) {
        this.encKey = encKey;
        this.macKey = macKey;
    }

    public Sealed seal(byte[] token) throws GeneralSecurityException {
        byte[] iv = new byte[16];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, encKey, new IvParameterSpec(iv));
        byte[] ct = cipher.doFinal(token);
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(macKey);
        mac.update(iv);
        return new Sealed(iv, ct, mac.doFinal(ct));
    }
}

record Sealed(byte[] iv, byte[] ciphertext, byte[] tag) {
}
