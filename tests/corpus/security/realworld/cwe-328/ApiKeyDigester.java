// expect: none (CWE-328 safe)
// note: API keys stored as SHA-256 digests
package com.devportal.keys;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

public class ApiKeyDigester {

    public String fingerprint(String apiKey) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        return HexFormat.of().formatHex(md.digest(apiKey.getBytes(StandardCharsets.UTF_8)));
    }
}
