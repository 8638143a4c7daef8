// expect: CWE-79 @ 18
// note: JAX-RS @QueryParam attendee name returned in a text/html badge page built with String.format
package com.confhub.badges;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

@Path("/badges/preview")
public class EventBadgeResource {

    @GET
    @Produces(MediaType.TEXT_HTML)
    public String preview(@QueryParam("name") String name, @QueryParam("company") String company) {
        return String.format("<div class=\"badge\"><h1>%s</h1><h2>%s</h2></div>", name, company);
    }
}
