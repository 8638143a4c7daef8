// expect: CWE-22 @ 21
// note: Quarkus @PathParam name → new File(scratchDir, name).delete()
package org.acme.notebooks;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.io.File;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/scratch")
public class ScratchFileResource {

    @ConfigProperty(name = "notebooks.scratch-dir")
    String scratchDir;

    @DELETE
    @Path("/{name}")
    public Response delete(@PathParam("name") String name) {
        boolean deleted = new File(scratchDir, name).delete();
        return deleted ? Response.noContent().build() : Response.status(404).build();
    }
}
