// expect: CWE-798 @ 14
// note: HMAC secret for webhook signatures stored as a string literal in a constant and used to build the SecretKeySpec
package com.payments.webhooks;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class WebhookSignatureVerifier {
    private static final String SIGNING_SECRET = "whsec_5f1c2a9e8b7d4c3f0a6e";

    public boolean verify(String payload, String signatureHex) throws GeneralSecurityException {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(SIGNING_SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        byte[] expected = mac.doFinal(payload.getBytes(StandardCharsets.UTF_8));
        return MessageDigest.isEqual(expected, HexFormat.of().parseHex(signatureHex));
    }
}
