// expect: none (CWE-328 safe)
// note: SHA-512/256 digest of the image URL is used as a cache key; strong hash and not a security decision
package com.cdn.cache;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

public class ImageCacheKeys {

    public String cacheKey(String imageUrl, int width) throws NoSuchAlgorithmException {
        MessageDigest digest = MessageDigest.getInstance("SHA-512/256");
        digest.update(imageUrl.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) '@');
        digest.update(Integer.toString(width).getBytes(StandardCharsets.US_ASCII));
        return HexFormat.of().formatHex(digest.digest());
    }
}
