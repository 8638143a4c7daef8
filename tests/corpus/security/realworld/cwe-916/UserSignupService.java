// expect: none (CWE-916 safe)
// note: passwords stored with BCryptPasswordEncoder
package com.accountly.users;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.stereotype.Service;

@Service
public class UserSignupService {

    private final UserRepository users;
    private final BCryptPasswordEncoder encoder = new BCryptPasswordEncoder(12);

    public UserSignupService(UserRepository users) {
        this.users = users;
    }

    public void register(String email, String password) throws Exception {
        users.save(email, encoder.encode(password));
    }

    public interface UserRepository {
        void save(String email, String passwordHash);
    }
}
