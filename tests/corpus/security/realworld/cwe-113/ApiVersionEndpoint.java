// expect: none (CWE-113 safe)
// note: client version parsed as major.minor integers and re-formatted before echoing
package com.mobileapi.meta;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;

@Path("/meta/version")
public class ApiVersionEndpoint {

    @GET
    public Response version(@HeaderParam("X-Client-Version") String clientVersion) {
        String[] parts = String.valueOf(clientVersion).split("\\.");
        String normalized;
        try {
            normalized = Integer.parseInt(parts[0]) + "." + (parts.length > 1 ? Integer.parseInt(parts[1]) : 0);
        } catch (NumberFormatException e) {
            normalized = "unknown";
        }
        return Response.ok("{\"server\":\"4.2\"}")
                .header("X-Echo-Client-Version", normalized)
                .build();
    }
}
