// expect: none (CWE-328 safe)
// note: SHA-256 digest of the response body used as an ETag; strong algorithm and no security decision
package com.api.caching;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

public class EtagFilter {

    public String etagFor(byte[] body) throws NoSuchAlgorithmException {
        return "\"" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(body)) + "\"";
    }
}
