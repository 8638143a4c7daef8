// expect: CWE-916 @ 20
// note: passwords stored as unsalted SHA-256 (MessageDigest) hex
package com.accountly.users;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.springframework.stereotype.Service;

@Service
public class UserRegistrationService {

    private final UserRepository users;

    public UserRegistrationService(UserRepository users) {
        this.users = users;
    }

    public void register(String email, String password) throws Exception {
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(password.getBytes(StandardCharsets.UTF_8));
        users.save(email, HexFormat.of().formatHex(digest));
    }

    public interface UserRepository {
        void save(String email, String passwordHash);
    }
}
