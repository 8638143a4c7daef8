// expect: CWE-79 @ 19
// note: JAX-RS @HeaderParam User-Agent echoed into an HTML entity with Response.type(TEXT_HTML)
package com.supportdesk.diagnostics;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/browser-check")
public class BrowserCheckResource {

    @GET
    public Response check(@HeaderParam("User-Agent") String userAgent) {
        boolean supported = userAgent != null && (userAgent.contains("Firefox/1") || userAgent.contains("Chrome/1"));
        String verdict = supported ? "supported" : "not supported";
        String html = "<h2>Your browser is " + verdict + "</h2><pre>" + userAgent + "</pre>";
        return Response.ok().type(MediaType.TEXT_HTML_TYPE).entity(html).build();
    }
}
