// expect: CWE-327 @ 18
// note: session tokens encrypted with Cipher.getInstance("DES")
package com.legacyerp.security;

import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;

public class LegacyTokenCodec {

    private final SecretKey desKey;

    public LegacyTokenCodec(SecretKey desKey) {
        this.desKey = desKey;
    }

    public String encode(String token) throws Exception {
        Cipher des = Cipher.getInstance("DES");
        des.init(Cipher.ENCRYPT_MODE, desKey);
        return Base64.getUrlEncoder().encodeToString(des.doFinal(token.getBytes()));
    }
}
