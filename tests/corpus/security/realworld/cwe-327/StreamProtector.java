// expect: none (CWE-327 safe)
// note: message stream protected with AES/GCM/NoPadding
package com.teamchat.transport;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class StreamProtector {

    public byte[] protect(SecretKey key, byte[] frame, byte[] nonce) throws Exception {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
        return cipher.doFinal(frame);
    }
}
