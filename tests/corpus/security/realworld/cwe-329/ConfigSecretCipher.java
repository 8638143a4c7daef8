// expect: CWE-329 @ 16
// note: IV is a string literal constant ("0123456789abcdef") reused for all encryptions
package com.rollout.secrets;

import java.nio.charset.StandardCharsets;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public class ConfigSecretCipher {

    private static final byte[] IV = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    public byte[] encrypt(SecretKeySpec key, String secret) throws Exception {
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(IV));
        return cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
    }
}
