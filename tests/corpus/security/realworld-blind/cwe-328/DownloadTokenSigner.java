// expect: CWE-328 @ 18
// note: download links are "signed" with MD5 over path + expiry + secret (MessageDigest MD5 used for integrity)
package com.filehost.links;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

public class DownloadTokenSigner {
    private final String secret;

    public DownloadTokenSigner(String secret) {
        this.secret = secret;
    }

    public String sign(String path, long expiresEpoch) throws NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance("MD5");
        byte[] digest = md.digest((path + "|" + expiresEpoch + "|" + secret).getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(digest);
    }
}
