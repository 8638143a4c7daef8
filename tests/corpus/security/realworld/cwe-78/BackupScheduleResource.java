// expect: none (CWE-78 safe)
// note: database name must be one of the configured databases (allow-list) and is passed without a shell
package com.dbadmin.backups;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.time.LocalDate;
import java.util.Set;

@Path("/backups")
public class BackupScheduleResource {

    private static final Set<String> DATABASES = Set.of("orders", "inventory", "crm");

    @POST
    public Response backup(@FormParam("database") String database) throws IOException {
        String file = "/var/backups/" + LocalDate.now() + ".dump";
        if (!DATABASES.contains(database)) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        String[] cmd = {"/usr/bin/pg_dump", "-Fc", "-f", file, database};
        Runtime.getRuntime().exec(cmd);
        return Response.accepted().build();
    }
}
