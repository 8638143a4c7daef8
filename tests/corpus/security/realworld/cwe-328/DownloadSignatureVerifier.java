// expect: none (CWE-328 safe)
// note: signed download links use HMAC-SHA256 (Mac) over path + expiry
package com.docdrop.links;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class DownloadSignatureVerifier {

    private final String secret;

    public DownloadSignatureVerifier(String secret) {
        this.secret = secret;
    }

    public boolean verify(String path, long expiresAt, String signature) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        byte[] expected = mac.doFinal((path + "|" + expiresAt).getBytes(StandardCharsets.UTF_8));
        return MessageDigest.isEqual(expected, HexFormat.of().parseHex(signature)) && expiresAt > System.currentTimeMillis();
    }
}
