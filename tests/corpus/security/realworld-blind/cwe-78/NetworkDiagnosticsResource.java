// expect: CWE-78 @ 24
// note: JAX-RS @QueryParam host concatenated into a ping command string passed to Runtime.exec(String)
package com.netops.tools;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.stream.Collectors;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@Path("/diagnostics")
public class NetworkDiagnosticsResource {

    @GET
    @Path("/ping")
    @Produces(MediaType.TEXT_PLAIN)
    public String ping(@QueryParam("host") String host, @QueryParam("count") @jakarta.ws.rs.DefaultValue("3") int count)
            throws IOException {
        Process process = Runtime.getRuntime().exec("ping -c " + count + " " + host);
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream()))) {
            return out.lines().collect(Collectors.joining("\n"));
        }
    }
}
