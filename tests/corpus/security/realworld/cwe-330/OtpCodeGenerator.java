// expect: none (CWE-330 safe)
// note: 6-digit login OTP from SecureRandom.getInstanceStrong().nextInt
package com.meridianbank.mfa;

import java.security.SecureRandom;
import java.util.concurrent.ThreadLocalRandom;

public class OtpCodeGenerator {

    public String nextCode() throws Exception {
        int code = SecureRandom.getInstanceStrong().nextInt(1_000_000);
        return String.format("%06d", code);
    }
}
