// expect: CWE-916 @ 16
// note: migration re-hashes passwords with DigestUtils.sha256Hex(password) (fast, unsalted)
package com.legacyerp.migration;

import org.apache.commons.codec.digest.DigestUtils;

public class LegacyPasswordMigrator {

    private final CredentialStore store;

    public LegacyPasswordMigrator(CredentialStore store) {
        this.store = store;
    }

    public void migrate(String username, String plaintextFromOldSystem) {
        store.update(username, DigestUtils.sha256Hex(plaintextFromOldSystem));
    }

    public interface CredentialStore {
        void update(String username, String hash);
    }
}
