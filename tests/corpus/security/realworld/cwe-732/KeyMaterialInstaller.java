// expect: CWE-732 @ 14
// note: private key file written with PosixFilePermissions.fromString("rwxrwxrwx")
package com.edgeproxy.tls;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

public class KeyMaterialInstaller {

    public void install(Path keyFile, byte[] pem) throws IOException {
        Files.write(keyFile, pem);
        Files.setPosixFilePermissions(keyFile, PosixFilePermissions.fromString("rwxrwxrwx"));
    }
}
