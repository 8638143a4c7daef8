// expect: none (CWE-502 safe)
// note: JAX-RS entity stream mapped by Jackson into a concrete DashboardLayout DTO without default typing
package com.insightly.dashboards;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

@Path("/v2/dashboards/layout")
public class LayoutJsonReader {

    private final ObjectMapper mapper = new ObjectMapper();

    @POST
    @Consumes("application/json")
    public Response upload(InputStream body) throws IOException {
        DashboardLayout layout = mapper.readValue(body, DashboardLayout.class);
        return Response.ok(layout.widgets().size()).build();
    }

    public record DashboardLayout(String name, int columns, List<Widget> widgets) {}

    public record Widget(String type, int x, int y, int width, int height) {}
}
