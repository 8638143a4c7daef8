// expect: none (CWE-79 safe)
// note: headline and intro escaped with Encode.forHtml before embedding
package org.acme.newsletter;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.owasp.encoder.Encode;

@Path("/newsletter/preview")
public class NewsletterPreviewEndpoint {

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_HTML)
    public Response preview(@FormParam("headline") String headline, @FormParam("intro") String intro) {
        String html = "<article><h1>" + Encode.forHtml(headline) + "</h1><p>" + Encode.forHtml(intro) + "</p></article>";
        return Response.ok(html).build();
    }
}
