// expect: none (CWE-798 safe)
// note: HMAC key injected from @Value configuration (secret store) into SecretKeySpec
package com.hookrelay.signing;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class WebhookSignatureService {

    private final String signingSecret;

    public WebhookSignatureService(@Value("${hookrelay.signing-secret}") String signingSecret) {
        this.signingSecret = signingSecret;
    }

    public String sign(String payload) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(signingSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return HexFormat.of().formatHex(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
    }
}
