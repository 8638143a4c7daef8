// expect: CWE-327 @ 11
// note: message stream protected with Cipher.getInstance("RC4")
package com.teamchat.transport;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;

public class StreamObfuscator {

    public byte[] protect(SecretKey key, byte[] frame) throws Exception {
        Cipher cipher = Cipher.getInstance("RC4");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        return cipher.doFinal(frame);
    }
}
