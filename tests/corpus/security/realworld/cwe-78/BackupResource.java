// expect: CWE-78 @ 21
// note: JAX-RS @FormParam database name concatenated into a pg_dump shell line → Runtime.exec(String[]) with bash -c
package com.dbadmin.backups;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.time.LocalDate;
import java.util.Set;

@Path("/backups")
public class BackupResource {


    @POST
    public Response backup(@FormParam("database") String database) throws IOException {
        String file = "/var/backups/" + LocalDate.now() + ".dump";
        String[] cmd = {"/bin/bash", "-c", "pg_dump -Fc " + database + " > " + file};
        Runtime.getRuntime().exec(cmd);
        return Response.accepted().build();
    }
}
