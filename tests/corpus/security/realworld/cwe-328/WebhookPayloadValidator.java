// expect: none (CWE-328 safe)
// note: incoming webhook authenticity checked with SHA3-256 of secret + body and a constant-time compare
package com.hookrelay.inbound;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;

public class WebhookPayloadValidator {

    private final byte[] secret;

    public WebhookPayloadValidator(byte[] secret) {
        this.secret = secret;
    }

    public boolean authentic(String body, String signatureHeader) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA3-256");
        md.update(secret);
        byte[] expected = md.digest(body.getBytes(StandardCharsets.UTF_8));
        return MessageDigest.isEqual(expected, Base64.getDecoder().decode(signatureHeader));
    }
}
