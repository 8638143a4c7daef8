// expect: none (CWE-79 safe)
// note: JAX-RS returns the display name inside a JSON object (application/json), not HTML
package com.community.badges;

import java.util.Map;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/badges")
public class ProfileBadgeResource {

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response badge(@QueryParam("displayName") String displayName, @QueryParam("level") int level) {
        Map<String, Object> badge = Map.of(
                "displayName", displayName == null ? "anonymous" : displayName,
                "level", Math.max(0, Math.min(level, 10)),
                "label", "Contributor");
        return Response.ok(badge, MediaType.APPLICATION_JSON_TYPE).build();
    }
}
