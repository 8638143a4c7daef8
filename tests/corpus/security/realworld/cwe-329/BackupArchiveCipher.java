// expect: CWE-329 @ 21
// note: IV loaded from @Value configuration (same for all backups) and passed to IvParameterSpec
package com.dbadmin.backups;

import java.io.OutputStream;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;
import org.springframework.beans.factory.annotation.Value;

public class BackupArchiveCipher {

    @Value("${backup.iv-hex:000102030405060708090a0b0c0d0e0f}")
    private String ivHex;

    public Cipher start(SecretKey key, OutputStream header) throws Exception {
        byte[] iv = HexFormat.of().parseHex(ivHex);
        Cipher cipher = Cipher.getInstance("AES/CTR/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
        return cipher;
    }
}
