// expect: CWE-328 @ 12
// note: firmware image integrity checked against a published SHA-1 (DigestUtils.sha1Hex) before flashing
package com.iotgrid.firmware;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.codec.digest.DigestUtils;

public class FirmwareIntegrityChecker {

    public boolean verify(Path image, String publishedDigest) throws Exception {
        String actual = DigestUtils.sha1Hex(Files.readAllBytes(image));
        return actual.equalsIgnoreCase(publishedDigest);
    }
}
