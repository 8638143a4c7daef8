// expect: CWE-328 @ 12
// note: session ids derived as SHA-1 of username + timestamp (MessageDigest "SHA1")
package com.legacyerp.session;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

public class SessionIdDeriver {

    public String newSessionId(String username) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA1");
        byte[] hash = digest.digest((username + ":" + System.nanoTime()).getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(hash);
    }
}
