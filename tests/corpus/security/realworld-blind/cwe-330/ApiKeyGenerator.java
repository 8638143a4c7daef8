// expect: CWE-330 @ 16
// note: API keys built from ThreadLocalRandom characters
package com.devportal.keys;

import java.util.concurrent.ThreadLocalRandom;

public final class ApiKeyGenerator {
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789".toCharArray();

    private ApiKeyGenerator() {
    }

    public static String newApiKey() {
        StringBuilder key = new StringBuilder("ak_");
        for (int i = 0; i < 32; i++) {
            key.append(ALPHABET[ThreadLocalRandom.current().nextInt(ALPHABET.length)]);
        }
        return key.toString();
    }
}
