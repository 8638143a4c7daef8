// expect: none (CWE-329 safe)
// note: AES/GCM nonce drawn from SecureRandom for each message
package com.teamchat.crypto;

import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class GcmMessageProtector {

    private final SecureRandom random = new SecureRandom();

    public byte[] seal(SecretKey key, byte[] message) throws Exception {
        byte[] nonce = new byte[12];
        random.nextBytes(nonce);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
        return cipher.doFinal(message);
    }
}
