// expect: none (CWE-916 safe)
// note: staff PINs hashed with SCryptPasswordEncoder
package com.kioskly.staff;

import org.springframework.security.crypto.scrypt.SCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

public class KioskPinHashing {

    @SuppressWarnings("deprecation")
    private final PasswordEncoder encoder = SCryptPasswordEncoder.defaultsForSpringSecurity_v5_8();

    public String hash(String pin) {
        return encoder.encode(pin);
    }

    public boolean check(String pin, String stored) {
        return encoder.matches(pin, stored);
    }
}
