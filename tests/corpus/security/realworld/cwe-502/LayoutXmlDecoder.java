// expect: CWE-502 @ 19
// note: JAX-RS entity stream (dashboard layout XML) decoded with java.beans.XMLDecoder.readObject
package com.insightly.dashboards;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import java.beans.XMLDecoder;
import java.io.InputStream;

@Path("/dashboards/layout")
public class LayoutXmlDecoder {

    @POST
    @Consumes("application/xml")
    public Response upload(InputStream body) {
        try (XMLDecoder decoder = new XMLDecoder(body)) {
            Object layout = decoder.readObject();
            return Response.ok(layout.getClass().getSimpleName()).build();
        }
    }
}
