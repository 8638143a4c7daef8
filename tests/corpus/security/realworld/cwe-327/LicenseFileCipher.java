// expect: CWE-327 @ 12
// note: license files encrypted with Blowfish (Cipher.getInstance("Blowfish/CBC/PKCS5Padding"))
package com.softvend.licensing;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class LicenseFileCipher {

    public byte[] seal(SecretKey key, byte[] iv, byte[] license) throws Exception {
        Cipher cipher = Cipher.getInstance("Blowfish/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
        return cipher.doFinal(license);
    }
}
