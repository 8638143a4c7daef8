// expect: CWE-1336 @ 22
// note: JAX-RS @FormParam layout compiled with Mustache (DefaultMustacheFactory.compile(new StringReader(layout), ..))
package com.posline.receipts;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheFactory;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Map;

@Path("/receipts/preview")
public class ReceiptTemplateResource {

    private final MustacheFactory mustache = new DefaultMustacheFactory("receipts");

    @POST
    public String preview(@FormParam("layout") String layout, @FormParam("total") String total) {
        Mustache template = mustache.compile(new StringReader(layout), "custom-receipt");
        StringWriter out = new StringWriter();
        template.execute(out, Map.of("total", total, "shop", "Posline Demo Store"));
        return out.toString();
    }
}
