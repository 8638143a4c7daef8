// expect: CWE-329 @ 23
// note: IV derived from a hard-coded string literal, identical for every encrypted license file
package com.desktopapp.licensing;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class LicenseFileCrypto {
    private static final byte[] FIXED_IV = "licenseIV1234567".getBytes(StandardCharsets.US_ASCII);

    private final SecretKey key;

    public LicenseFileCrypto(SecretKey key) {
        this.key = key;
    }

    public byte[] encrypt(byte[] license) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/CTR/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(FIXED_IV));
        return cipher.doFinal(license);
    }
}
