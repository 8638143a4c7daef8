// expect: none (CWE-327 safe)
// note: backups encrypted with AES/CBC/PKCS5Padding and a random IV written before the ciphertext
package com.dbadmin.backups;

import java.io.InputStream;
import java.io.OutputStream;
import java.security.SecureRandom;
import javax.crypto.Cipher;
import javax.crypto.CipherOutputStream;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class BackupEncryptionHandler {

    private final SecretKey key;

    public BackupEncryptionHandler(SecretKey key) {
        this.key = key;
    }

    public void encrypt(InputStream plain, OutputStream target) throws Exception {
        byte[] iv = new byte[16];
        new SecureRandom().nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/CBC/PKCS5Padding");
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv));
        target.write(iv);
        try (OutputStream out = new CipherOutputStream(target, cipher)) {
            plain.transferTo(out);
        }
    }
}
