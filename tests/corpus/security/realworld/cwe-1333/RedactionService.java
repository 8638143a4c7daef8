// expect: none (CWE-1333 safe)
// note: replacement uses String.replace (literal, no regex) for the user-supplied term
package com.docgen.redact;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;

@Path("/v2/documents/{id}/redacted")
public class RedactionService {

    private final RedactionFilter.DocumentStore store;

    public RedactionService(RedactionFilter.DocumentStore store) {
        this.store = store;
    }

    @GET
    public String redacted(@PathParam("id") long id, @QueryParam("redact") String redact) {
        String text = store.text(id);
        return text.replace(redact, "█████");
    }
}
