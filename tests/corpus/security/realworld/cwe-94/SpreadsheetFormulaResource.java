// expect: CWE-94 @ 18
// note: JAX-RS @FormParam cell formula run with GraalJS Context.eval("js", formula)
package com.gridsheet.formulas;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Value;

@Path("/cells/evaluate")
public class SpreadsheetFormulaResource {

    @POST
    public Response evaluate(@FormParam("formula") String formula) {
        try (Context context = Context.newBuilder("js").allowAllAccess(false).build()) {
            Value result = context.eval("js", formula);
            return Response.ok(result.toString()).build();
        }
    }
}
