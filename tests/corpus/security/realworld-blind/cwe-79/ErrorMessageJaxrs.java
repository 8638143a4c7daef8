// expect: CWE-79 @ 19
// note: JAX-RS resource returns an HTML entity with the "msg" query parameter inlined (Produces text/html)
package com.portal.messages;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/notice")
public class ErrorMessageJaxrs {

    @GET
    @Produces(MediaType.TEXT_HTML)
    public Response notice(@QueryParam("msg") String msg) {
        String body = "<div class='alert'>" + msg + "</div>";
        return Response.ok(body).type(MediaType.TEXT_HTML_TYPE).build();
    }
}
