// expect: none (CWE-732 safe)
// note: generated script set to rwx------ (owner only)
package com.dbadmin.backups;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

public class BackupScriptWriter {

    public Path generate(Path dir, String dbUser) throws IOException {
        Path script = dir.resolve("nightly-backup.sh");
        Files.writeString(script, "#!/bin/sh\nPGUSER=" + dbUser + " PGPASSFILE=/etc/dbadmin/pgpass pg_dumpall > /var/backups/all.sql\n");
        var perms = PosixFilePermissions.fromString("rwx------");
        Files.setPosixFilePermissions(script, perms);
        return script;
    }
}
