// expect: none (CWE-22 safe)
// note: name must match a [A-Za-z0-9_-]+.tmp pattern, otherwise 400, before new File(..).delete()
package org.acme.notebooks;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.io.File;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/scratch")
public class ScratchFileEndpoint {

    @ConfigProperty(name = "notebooks.scratch-dir")
    String scratchDir;

    @DELETE
    @Path("/{name}")
    public Response delete(@PathParam("name") String name) {
        if (!name.matches("[A-Za-z0-9_-]{1,100}\\.tmp")) {
            return Response.status(400).build();
        }
        boolean deleted = new File(scratchDir, name).delete();
        return deleted ? Response.noContent().build() : Response.status(404).build();
    }
}
