// expect: CWE-328 @ 13
// note: firmware image integrity verified by comparing a SHA-1 digest via commons-codec DigestUtils.sha1Hex
package com.iot.firmware;

import java.io.IOException;
import java.io.InputStream;

import org.apache.commons.codec.digest.DigestUtils;

public class FirmwareIntegrityChecker {

    public boolean isAuthentic(InputStream image, String publishedSha1) throws IOException {
        String actual = DigestUtils.sha1Hex(image);
        return actual.equalsIgnoreCase(publishedSha1);
    }
}
