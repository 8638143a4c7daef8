// expect: none (CWE-330 safe)
// note: password salts drawn from SecureRandom.nextBytes
package com.legacyerp.security;

import java.security.SecureRandom;
import java.util.Random;

public class SaltProvider {

    public byte[] newSalt() {
        byte[] salt = new byte[16];
        new SecureRandom().nextBytes(salt);
        return salt;
    }
}
