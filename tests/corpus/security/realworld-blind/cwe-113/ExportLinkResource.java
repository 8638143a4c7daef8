// expect: none (CWE-113 safe)
// note: report title is URL-encoded with URLEncoder (CR/LF become %0D%0A) before going into the Content-Disposition header
package com.bi.exports;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;

@Path("/exports")
public class ExportLinkResource {
    private final ExportRenderer renderer;

    public ExportLinkResource(ExportRenderer renderer) {
        this.renderer = renderer;
    }

    @GET
    @Path("/{id}")
    @Produces("text/csv")
    public Response export(@PathParam("id") long id, @QueryParam("title") String title) {
        String encoded = URLEncoder.encode(title == null ? "export" : title, StandardCharsets.UTF_8);
        return Response.ok(renderer.csv(id))
                .header("Content-Disposition", "attachment; filename*=UTF-8''" + encoded + ".csv")
                .build();
    }
}

interface ExportRenderer {
    String csv(long reportId);
}
