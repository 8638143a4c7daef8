// expect: CWE-330 @ 11
// note: 6-digit login OTP from ThreadLocalRandom.current().nextInt
package com.meridianbank.mfa;

import java.security.SecureRandom;
import java.util.concurrent.ThreadLocalRandom;

public class OtpGenerator {

    public String nextCode() throws Exception {
        int code = ThreadLocalRandom.current().nextInt(1_000_000);
        return String.format("%06d", code);
    }
}
