// expect: CWE-327 @ 20
// note: card numbers encrypted with Cipher.getInstance("DESede/ECB/PKCS5Padding")
package com.paystream.crypto;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;

public class CardDataEncryptor {

    private final SecretKey key;

    public CardDataEncryptor(SecretKey key) {
        this.key = key;
    }

    public byte[] encrypt(String pan) throws Exception {
        Cipher cipher = Cipher.getInstance("DESede/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        return cipher.doFinal(pan.getBytes(StandardCharsets.UTF_8));
    }
}
