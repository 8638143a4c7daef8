// expect: none (CWE-328 safe)
// note: MD5 used only as an ETag/cache key for public static assets (not a security use)
package com.cmsplatform.assets;

import java.security.MessageDigest;
import java.util.HexFormat;

public class StaticAssetEtagFilter {

    public String etagFor(byte[] assetBytes) throws Exception {
        byte[] cacheKey = MessageDigest.getInstance("MD5").digest(assetBytes);
        return "\"" + HexFormat.of().formatHex(cacheKey) + "\"";
    }
}
