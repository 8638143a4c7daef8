// expect: CWE-1333 @ 22
// note: JAX-RS @QueryParam redact used as the regex of String.replaceAll over the document text
package com.docgen.redact;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;

@Path("/documents/{id}/redacted")
public class RedactionFilter {

    private final DocumentStore store;

    public RedactionFilter(DocumentStore store) {
        this.store = store;
    }

    @GET
    public String redacted(@PathParam("id") long id, @QueryParam("redact") String redact) {
        String text = store.text(id);
        return text.replaceAll(redact, "█████");
    }

    public interface DocumentStore {
        String text(long id);
    }
}
