// expect: none (CWE-327 safe)
// note: tokens encrypted with ChaCha20-Poly1305 and a fresh nonce
package com.legacyerp.security;

import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class TokenCodec {

    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();

    public TokenCodec(SecretKey key) {
        this.key = key;
    }

    public String encode(String token) throws Exception {
        byte[] nonce = new byte[12];
        random.nextBytes(nonce);
        Cipher cipher = Cipher.getInstance("ChaCha20-Poly1305");
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(nonce));
        byte[] ct = cipher.doFinal(token.getBytes());
        byte[] out = new byte[nonce.length + ct.length];
        System.arraycopy(nonce, 0, out, 0, nonce.length);
        System.arraycopy(ct, 0, out, nonce.length, ct.length);
        return Base64.getUrlEncoder().encodeToString(out);
    }
}
