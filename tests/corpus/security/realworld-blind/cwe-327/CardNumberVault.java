// expect: CWE-327 @ 20
// note: card numbers encrypted with Cipher.getInstance("DESede/ECB/PKCS5Padding") (3DES in ECB mode)
package com.payments.vault;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;

public class CardNumberVault {
    private final SecretKey key;

    public CardNumberVault(SecretKey key) {
        this.key = key;
    }

    public String seal(String pan) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("DESede/ECB/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        return Base64.getEncoder().encodeToString(cipher.doFinal(pan.getBytes(StandardCharsets.US_ASCII)));
    }
}
