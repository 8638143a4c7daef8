// expect: CWE-330 @ 12
// note: password salts drawn from new Random(System.currentTimeMillis()).nextBytes
package com.legacyerp.security;

import java.security.SecureRandom;
import java.util.Random;

public class SaltFactory {

    public byte[] newSalt() {
        byte[] salt = new byte[16];
        new Random(System.currentTimeMillis()).nextBytes(salt);
        return salt;
    }
}
