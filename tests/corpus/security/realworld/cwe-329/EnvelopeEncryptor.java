// expect: none (CWE-329 safe)
// note: data key encrypted with AES/GCM where the 12-byte IV comes from SecureRandom.getInstanceStrong per envelope
package com.vaultline.envelopes;

import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class EnvelopeEncryptor {

    public record Envelope(byte[] iv, byte[] wrappedKey) {}

    public Envelope wrap(SecretKey masterKey, byte[] dataKey) throws Exception {
        byte[] iv = new byte[12];
        SecureRandom.getInstanceStrong().nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, masterKey, new GCMParameterSpec(128, iv));
        return new Envelope(iv, cipher.doFinal(dataKey));
    }
}
