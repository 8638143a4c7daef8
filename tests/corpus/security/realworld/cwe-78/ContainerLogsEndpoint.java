// expect: none (CWE-78 safe)
// note: container name validated against the docker name grammar and passed as an array argument
package org.acme.ops;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;

@Path("/containers/{name}/logs")
public class ContainerLogsEndpoint {

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String logs(@PathParam("name") String name) throws IOException {
        if (!name.matches("[a-zA-Z0-9][a-zA-Z0-9_.-]{0,62}")) {
            throw new BadRequestException();
        }
        ProcessBuilder pb = new ProcessBuilder("docker", "logs", "--tail", "200", name);
        pb.redirectErrorStream(true);
        return new String(pb.start().getInputStream().readAllBytes());
    }
}
