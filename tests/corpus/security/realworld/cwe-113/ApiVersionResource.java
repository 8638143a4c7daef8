// expect: CWE-113 @ 16
// note: JAX-RS @HeaderParam X-Client-Version echoed into the response with Response.header
package com.mobileapi.meta;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

@Path("/meta/version")
public class ApiVersionResource {

    @GET
    public Response version(@HeaderParam("X-Client-Version") String clientVersion) {
        return Response.ok("{\"server\":\"4.2\"}")
                .header("X-Echo-Client-Version", clientVersion)
                .build();
    }
}
