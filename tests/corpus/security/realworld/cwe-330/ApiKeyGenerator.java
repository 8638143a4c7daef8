// expect: none (CWE-330 safe)
// note: API keys created from SecureRandom bytes, Base64url-encoded
package com.devportal.keys;

import java.security.SecureRandom;
import java.util.Base64;

public class ApiKeyGenerator {

    private static final SecureRandom RANDOM = new SecureRandom();

    public String issue() {
        byte[] key = new byte[30];
        RANDOM.nextBytes(key);
        return "dp_" + Base64.getUrlEncoder().withoutPadding().encodeToString(key);
    }
}
