// expect: none (CWE-328 safe)
// note: request bodies are hashed with SHA-256 and signed with HmacSHA256
package com.partnerapi.signing;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class ApiRequestSigner {
    private final byte[] signingKey;

    public ApiRequestSigner(byte[] signingKey) {
        this.signingKey = signingKey.clone();
    }

    public String sign(String method, String path, String body) throws GeneralSecurityException {
        String bodyHash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(body.getBytes(StandardCharsets.UTF_8)));
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(signingKey, "HmacSHA256"));
        return HexFormat.of().formatHex(mac.doFinal((method + "\n" + path + "\n" + bodyHash).getBytes(StandardCharsets.UTF_8)));
    }
}
