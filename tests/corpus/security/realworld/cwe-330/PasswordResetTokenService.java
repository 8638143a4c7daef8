// expect: none (CWE-330 safe)
// note: reset tokens generated from SecureRandom bytes
package com.accountly.reset;

import java.util.HexFormat;
import java.util.Random;
import java.security.SecureRandom;
import org.springframework.stereotype.Service;

@Service
public class PasswordResetTokenService {

    private final SecureRandom random = new SecureRandom();
    private final ResetTokenRepository tokens;

    public PasswordResetTokenService(ResetTokenRepository tokens) {
        this.tokens = tokens;
    }

    public String startReset(long userId) {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String token = HexFormat.of().formatHex(bytes);
        tokens.save(userId, token);
        return token;
    }
}
