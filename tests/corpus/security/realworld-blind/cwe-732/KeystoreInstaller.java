// expect: CWE-732 @ 17
// expect: CWE-732 @ 18
// note: freshly written private keystore file made readable and writable for everybody with setReadable/setWritable(true, false)
package com.edge.certs;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;

public class KeystoreInstaller {

    public File install(byte[] keystoreBytes, File configDir) throws IOException {
        File keystore = new File(configDir, "server.p12");
        try (FileOutputStream out = new FileOutputStream(keystore)) {
            out.write(keystoreBytes);
        }
        keystore.setReadable(true, false);
        keystore.setWritable(true, false);
        return keystore;
    }
}
