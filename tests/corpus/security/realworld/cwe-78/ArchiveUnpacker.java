// expect: none (CWE-78 safe)
// note: archive path checked against a safe filename regex, then passed as an array element
package com.deploykit.util;

import java.io.IOException;

public class ArchiveUnpacker {

    public static int extract(String archiveName, String targetDir) throws IOException, InterruptedException {
        if (!archiveName.matches("[A-Za-z0-9._-]+\\.tar\\.gz") || !targetDir.matches("/srv/releases/[A-Za-z0-9._-]+")) {
            throw new IllegalArgumentException("refusing unexpected archive or directory");
        }
        Process p = Runtime.getRuntime().exec(new String[] {"tar", "xzf", "/srv/incoming/" + archiveName, "-C", targetDir}, new String[] {"LANG=C"});
        return p.waitFor();
    }
}
