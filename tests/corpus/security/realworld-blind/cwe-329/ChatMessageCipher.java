// expect: CWE-329 @ 23
// note: one IV is drawn from SecureRandom once in the constructor and then reused for every AES/GCM message (nonce reuse)
package com.chatapp.e2e;

import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class ChatMessageCipher {
    private final SecretKey key;
    private final byte[] iv = new byte[12];

    public ChatMessageCipher(SecretKey key) {
        this.key = key;
        new SecureRandom().nextBytes(iv);
    }

    public byte[] encrypt(byte[] message) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
        return cipher.doFinal(message);
    }
}
