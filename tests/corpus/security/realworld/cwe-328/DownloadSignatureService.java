// expect: CWE-328 @ 18
// note: signed download links verified with a SHA-1 digest of path + expiry + secret
package com.docdrop.links;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

public class DownloadSignatureService {

    private final String secret;

    public DownloadSignatureService(String secret) {
        this.secret = secret;
    }

    public boolean verify(String path, long expiresAt, String signature) throws Exception {
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        byte[] expected = sha1.digest((path + expiresAt + secret).getBytes(StandardCharsets.UTF_8));
        return MessageDigest.isEqual(expected, HexFormat.of().parseHex(signature)) && expiresAt > System.currentTimeMillis();
    }
}
