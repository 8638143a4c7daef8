// expect: CWE-329 @ 16
// note: AES/GCM nonce is a fixed byte array field reused for every message (GCMParameterSpec)
package com.teamchat.crypto;

import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class GcmMessageSealer {

    private static final byte[] NONCE = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};

    public byte[] seal(SecretKey key, byte[] message) throws Exception {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, NONCE));
        return cipher.doFinal(message);
    }
}
