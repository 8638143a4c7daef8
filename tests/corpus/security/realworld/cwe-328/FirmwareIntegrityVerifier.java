// expect: none (CWE-328 safe)
// note: firmware image integrity checked with SHA-512 (DigestUtils.sha512Hex)
package com.iotgrid.firmware;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.codec.digest.DigestUtils;

public class FirmwareIntegrityVerifier {

    public boolean verify(Path image, String publishedDigest) throws Exception {
        String actual = DigestUtils.sha512Hex(Files.readAllBytes(image));
        return actual.equalsIgnoreCase(publishedDigest);
    }
}
