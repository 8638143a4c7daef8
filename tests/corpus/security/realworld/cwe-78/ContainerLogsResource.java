// expect: CWE-78 @ 19
// note: Quarkus JAX-RS @PathParam container name concatenated into a docker logs shell pipeline
package org.acme.ops;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;

@Path("/containers/{name}/logs")
public class ContainerLogsResource {

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String logs(@PathParam("name") String name) throws IOException {
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "docker logs --tail 200 " + name + " 2>&1");
        pb.redirectErrorStream(true);
        return new String(pb.start().getInputStream().readAllBytes());
    }
}
