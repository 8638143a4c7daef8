// expect: CWE-330 @ 21
// note: reset tokens generated from java.util.Random nextLong
package com.accountly.reset;

import java.util.HexFormat;
import java.util.Random;
import java.security.SecureRandom;
import org.springframework.stereotype.Service;

@Service
public class PasswordResetService {

    private final Random random = new Random();
    private final ResetTokenRepository tokens;

    public PasswordResetService(ResetTokenRepository tokens) {
        this.tokens = tokens;
    }

    public String startReset(long userId) {
        String token = Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong());
        tokens.save(userId, token);
        return token;
    }
}
