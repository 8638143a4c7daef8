// expect: none (CWE-916 safe)
// note: migration hashes passwords with PBKDF2 (Pbkdf2PasswordEncoder, 310000 iterations, salted)
package com.legacyerp.migration;

import org.springframework.security.crypto.password.Pbkdf2PasswordEncoder;

public class PasswordMigrationJob {

    private final Pbkdf2PasswordEncoder encoder =
            new Pbkdf2PasswordEncoder("", 16, 310_000, Pbkdf2PasswordEncoder.SecretKeyFactoryAlgorithm.PBKDF2WithHmacSHA256);
    private final LegacyPasswordMigrator.CredentialStore store;

    public PasswordMigrationJob(LegacyPasswordMigrator.CredentialStore store) {
        this.store = store;
    }

    public void migrate(String username, String plaintextFromOldSystem) {
        store.update(username, encoder.encode(plaintextFromOldSystem));
    }
}
