// expect: none (CWE-916 safe)
// note: member passwords hashed with DelegatingPasswordEncoder from PasswordEncoderFactories (bcrypt by default)
package com.guildhall.auth;

import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;

@Service
public class MemberPasswordService {

    private final PasswordEncoder encoder = PasswordEncoderFactories.createDelegatingPasswordEncoder();

    public String hashForStorage(String rawPassword) {
        return encoder.encode(rawPassword);
    }

    public boolean check(String rawPassword, String stored) {
        return encoder.matches(rawPassword, stored);
    }
}
