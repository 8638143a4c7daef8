// expect: CWE-328 @ 13
// note: password reset tokens stored as their SHA-1 digest (MessageDigest SHA-1 for a security token)
package com.accounts.reset;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

public class PasswordResetTokenHasher {

    public String storageHash(String resetToken) throws NoSuchAlgorithmException {
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        return HexFormat.of().formatHex(sha1.digest(resetToken.getBytes(StandardCharsets.UTF_8)));
    }
}
