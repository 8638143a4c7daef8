// expect: CWE-917 @ 26
// note: JAX-RS @QueryParam sortBy parsed with Ognl.parseExpression and evaluated on each row to sort
package com.insightly.api;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import ognl.Ognl;
import ognl.OgnlException;

@Path("/reports/rows")
public class ReportSortResource {

    private final RowSource rows;

    public ReportSortResource(RowSource rows) {
        this.rows = rows;
    }

    @GET
    public List<Row> sorted(@QueryParam("sortBy") String sortBy) throws OgnlException {
        Object tree = Ognl.parseExpression(sortBy);
        return rows.all().stream()
                .sorted(Comparator.comparing(row -> String.valueOf(read(tree, row))))
                .toList();
    }

    private static Object read(Object tree, Row row) {
        try {
            return Ognl.getValue(tree, row);
        } catch (OgnlException e) {
            return "";
        }
    }

    public record Row(String region, double revenue, int orders, String month) {}

    public interface RowSource {
        List<Row> all();
    }
}
