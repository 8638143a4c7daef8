// expect: none (CWE-94 safe)
// note: formula parsed by a small arithmetic tokenizer (digits, + - * / parentheses only) before Context.eval
package com.gridsheet.formulas;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Value;

@Path("/cells/evaluate")
public class SpreadsheetFormulaEndpoint {

    @POST
    public Response evaluate(@FormParam("formula") String formula) {
        if (formula == null || !formula.matches("[0-9+\\-*/(). ]{1,200}")) {
            return Response.status(400).entity("only arithmetic is supported").build();
        }
        try (Context context = Context.newBuilder("js").allowAllAccess(false).build()) {
            Value result = context.eval("js", formula);
            return Response.ok(result.toString()).build();
        }
    }
}
