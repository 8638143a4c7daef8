// expect: CWE-78 @ 14
// note: public utility runs "tar -xzf <archive> -C <dir>" through Runtime.exec(String) built from its String parameters
package com.deploy.util;

import java.io.IOException;

public final class ArchiveUnpacker {

    private ArchiveUnpacker() {
    }

    public static int unpack(String archivePath, String targetDir) throws IOException, InterruptedException {
        String command = String.format("tar -xzf %s -C %s", archivePath, targetDir);
        Process tar = Runtime.getRuntime().exec(command);
        return tar.waitFor();
    }
}
