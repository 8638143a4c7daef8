// expect: CWE-327 @ 12
// note: Cipher.getInstance("RC2/CBC/PKCS5Padding") used to protect stored employee badge secrets
package com.corpnet.badges;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class SmartCardLegacyCipher {

    public byte[] protect(SecretKey key, byte[] iv, byte[] badgeSecret) throws Exception {
        Cipher rc2 = Cipher.getInstance("RC2/CBC/PKCS5Padding");
        rc2.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
        return rc2.doFinal(badgeSecret);
    }
}
