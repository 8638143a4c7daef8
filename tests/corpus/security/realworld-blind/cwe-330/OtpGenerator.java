// expect: none (CWE-330 safe)
// note: one-time passcodes drawn from a java.security.SecureRandom instance
package com.bank.mfa;

import java.security.SecureRandom;

public class OtpGenerator {
    private final SecureRandom secureRandom = new SecureRandom();

    public String nextOtp() {
        int value = secureRandom.nextInt(1_000_000);
        return String.format("%06d", value);
    }
}
