// expect: CWE-78 @ 10
// note: public utility passes archive name into "tar xzf" string through a helper; Runtime.exec(String, String[])
package com.deploykit.util;

import java.io.IOException;

public class ArchiveExtractor {

    public static int extract(String archiveName, String targetDir) throws IOException, InterruptedException {
        Process p = Runtime.getRuntime().exec(command(archiveName, targetDir), new String[] {"LANG=C"});
        return p.waitFor();
    }

    private static String command(String archive, String dir) {
        return "tar xzf /srv/incoming/" + archive + " -C " + dir;
    }
}
