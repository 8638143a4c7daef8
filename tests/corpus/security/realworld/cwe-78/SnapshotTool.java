// expect: CWE-78 @ 13
// note: CLI args[1] (volume label) reaches a helper that returns a shell string; Runtime.exec(String, String[], File) runs it
package tools.storage;

import java.io.File;

public class SnapshotTool {

    public static void main(String[] args) throws Exception {
        String pool = args[0];
        String label = args[1];
        String cmd = snapshotCommand(pool, label);
        Process p = Runtime.getRuntime().exec(cmd, null, new File("/"));
        System.exit(p.waitFor());
    }

    static String snapshotCommand(String pool, String label) {
        return "zfs snapshot " + pool + "@" + label;
    }
}
