// expect: CWE-79 @ 21
// note: Quarkus JAX-RS @FormParam headline and intro embedded into an HTML preview returned as text/html
package org.acme.newsletter;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/newsletter/preview")
public class NewsletterPreviewResource {

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_HTML)
    public Response preview(@FormParam("headline") String headline, @FormParam("intro") String intro) {
        String html = "<article><h1>" + headline + "</h1><p>" + intro + "</p></article>";
        return Response.ok(html).build();
    }
}
