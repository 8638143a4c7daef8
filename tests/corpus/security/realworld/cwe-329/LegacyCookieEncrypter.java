// expect: CWE-329 @ 12
// note: remember-me cookie encrypted with AES/CBC and IvParameterSpec of a hard-coded byte array
package com.shopfront.legacy;

import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class LegacyCookieEncrypter {

    private static final IvParameterSpec FIXED_IV = new IvParameterSpec(new byte[] {
            0x1f, 0x2e, 0x3d, 0x4c, 0x5b, 0x6a, 0x79, 0x08, 0x17, 0x26, 0x35, 0x44, 0x53, 0x62, 0x71, 0x00});

    public String encrypt(SecretKey key, String value) throws Exception {
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key, FIXED_IV);
        return Base64.getUrlEncoder().encodeToString(cipher.doFinal(value.getBytes()));
    }
}
