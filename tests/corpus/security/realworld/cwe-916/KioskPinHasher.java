// expect: CWE-916 @ 11
// note: staff PINs hashed with StandardPasswordEncoder (single SHA-256 round, deprecated)
package com.kioskly.staff;

import org.springframework.security.crypto.password.StandardPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

public class KioskPinHasher {

    @SuppressWarnings("deprecation")
    private final PasswordEncoder encoder = new StandardPasswordEncoder(System.getenv("PIN_PEPPER"));

    public String hash(String pin) {
        return encoder.encode(pin);
    }

    public boolean check(String pin, String stored) {
        return encoder.matches(pin, stored);
    }
}
