// expect: CWE-916 @ 12
// note: login compares SHA-512 of (password + username) with the stored hash (fast, low-entropy salt)
package com.shopfront.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

public class PasswordLoginVerifier {

    public boolean matches(String username, String password, byte[] storedHash) throws Exception {
        MessageDigest sha512 = MessageDigest.getInstance("SHA-512");
        byte[] candidate = sha512.digest((password + username).getBytes(StandardCharsets.UTF_8));
        return MessageDigest.isEqual(candidate, storedHash);
    }
}
