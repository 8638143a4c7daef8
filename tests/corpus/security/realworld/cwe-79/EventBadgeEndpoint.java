// expect: none (CWE-79 safe)
// note: JAX-RS resource returns the same data as JSON (application/json), not HTML
package com.confhub.badges;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

@Path("/badges/preview")
public class EventBadgeEndpoint {

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Map<String, String> preview(@QueryParam("name") String name, @QueryParam("company") String company) {
        return Map.of("name", name, "company", company);
    }
}
