// expect: none (CWE-732 safe)
// note: private key file written with "rw-------"
package com.edgeproxy.tls;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

public class KeyMaterialStore {

    public void install(Path keyFile, byte[] pem) throws IOException {
        Files.write(keyFile, pem);
        Files.setPosixFilePermissions(keyFile, PosixFilePermissions.fromString("rw-------"));
    }
}
