// expect: CWE-327 @ 20
// note: session tokens for the legacy client protected with the Blowfish cipher
package com.legacyclient.tokens;

import java.security.GeneralSecurityException;

import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

public class LegacyTokenCipher {
    private static final String ALGORITHM = "Blowfish";

    private final SecretKeySpec keySpec;

    public LegacyTokenCipher(byte[] key) {
        this.keySpec = new SecretKeySpec(key, ALGORITHM);
    }

    public byte[] encrypt(byte[] token) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(ALGORITHM);
        cipher.init(Cipher.ENCRYPT_MODE, keySpec);
        return cipher.doFinal(token);
    }
}
