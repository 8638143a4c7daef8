// expect: none (CWE-327 safe)
// note: ChaCha20-Poly1305 AEAD with a random nonce from SecureRandom for each backup archive
package com.backup.crypto;

import java.security.GeneralSecurityException;
import java.security.SecureRandom;

import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.IvParameterSpec;

public class BackupArchiveSealer {
    private final SecretKey key;
    private final SecureRandom rng = new SecureRandom();

    public BackupArchiveSealer(SecretKey key) {
        this.key = key;
    }

    public SealedArchive seal(byte[] archive) throws GeneralSecurityException {
        byte[] nonce = new byte[12];
        rng.nextBytes(nonce);
        Cipher cipher = Cipher.getInstance("ChaCha20-Poly1305");
        cipher.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(nonce));
        return new SealedArchive(nonce, cipher.doFinal(archive));
    }
}

record SealedArchive(byte[] nonce, byte[] ciphertext) {
}
