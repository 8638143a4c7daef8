// expect: CWE-916 @ 19
// note: passwords hashed with a single MessageDigest SHA-256 pass (fast hash, no salt) before storage
package com.kiosk.users;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

public class KioskUserStore {
    private final UserTable table;

    public KioskUserStore(UserTable table) {
        this.table = table;
    }

    public void createUser(String login, String password) throws NoSuchAlgorithmException {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        byte[] hash = sha.digest(password.getBytes(StandardCharsets.UTF_8));
        table.insert(login, Base64.getEncoder().encodeToString(hash));
    }
}

interface UserTable {
    void insert(String login, String passwordHash);
}
