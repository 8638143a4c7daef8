// expect: CWE-328 @ 12
// note: API keys stored as MessageDigest.getInstance("MD5") digests used for authentication lookups
package com.devportal.keys;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

public class ApiKeyHasher {

    public String fingerprint(String apiKey) throws Exception {
        MessageDigest md = MessageDigest.getInstance("MD5");
        return HexFormat.of().formatHex(md.digest(apiKey.getBytes(StandardCharsets.UTF_8)));
    }
}
