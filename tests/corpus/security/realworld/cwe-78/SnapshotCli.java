// expect: none (CWE-78 safe)
// note: pool and label validated with a strict regex and exit code 2 before Runtime.exec with an argument array
package tools.storage;

import java.io.File;

public class SnapshotCli {

    public static void main(String[] args) throws Exception {
        if (args.length != 2 || !args[0].matches("[a-z][a-z0-9_]{0,31}") || !args[1].matches("[a-z0-9-]{1,40}")) {
            System.err.println("usage: SnapshotCli <pool> <label>");
            System.exit(2);
        }
        String[] cmd = {"/sbin/zfs", "snapshot", args[0] + "@" + args[1]};
        Process p = Runtime.getRuntime().exec(cmd, null, new File("/"));
        System.exit(p.waitFor());
    }
}
