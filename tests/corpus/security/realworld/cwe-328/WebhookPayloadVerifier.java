// expect: CWE-328 @ 18
// note: incoming webhook authenticity checked with MD2 digest of secret + body
package com.hookrelay.inbound;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;

public class WebhookPayloadVerifier {

    private final byte[] secret;

    public WebhookPayloadVerifier(byte[] secret) {
        this.secret = secret;
    }

    public boolean authentic(String body, String signatureHeader) throws Exception {
        MessageDigest md = MessageDigest.getInstance("MD2");
        md.update(secret);
        byte[] expected = md.digest(body.getBytes(StandardCharsets.UTF_8));
        return MessageDigest.isEqual(expected, Base64.getDecoder().decode(signatureHeader));
    }
}
