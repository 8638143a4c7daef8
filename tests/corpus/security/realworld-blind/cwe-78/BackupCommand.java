// expect: CWE-78 @ 19
// note: CLI program puts args[0] (database name) and args[1] into a bash -c pipeline string run by Runtime.exec(String[])
package tools.ops.backup;

import java.io.IOException;
import java.time.LocalDate;

public class BackupCommand {

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 1) {
            System.err.println("usage: backup <database> [targetDir]");
            System.exit(2);
        }
        String database = args[0];
        String target = args.length > 1 ? args[1] : "/backups";
        String file = target + "/" + database + "-" + LocalDate.now() + ".sql.gz";
        String[] shell = {"/bin/bash", "-c", "pg_dump " + database + " | gzip > " + file};
        Process p = Runtime.getRuntime().exec(shell);
        System.exit(p.waitFor());
    }
}
