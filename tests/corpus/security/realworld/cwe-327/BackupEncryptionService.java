// expect: CWE-327 @ 21
// note: backups encrypted with bare Cipher.getInstance("AES") (provider default ECB mode)
package com.dbadmin.backups;

import java.io.InputStream;
import java.io.OutputStream;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.CipherOutputStream;
import javax.crypto.SecretKey;

public class BackupEncryptionService {

    private final SecretKey key;

    public BackupEncryptionService(SecretKey key) {
        this.key = key;
    }

    public void encrypt(InputStream plain, OutputStream target) throws Exception {
        Cipher cipher = Cipher.getInstance("AES");
        cipher.init(Cipher.ENCRYPT_MODE, key);
        try (OutputStream out = new CipherOutputStream(target, cipher)) {
            plain.transferTo(out);
        }
    }
}
