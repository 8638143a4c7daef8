// expect: none (CWE-917 safe)
// note: sortBy must be one of the known column names; the OGNL expression is a constant property read
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
public class ReportSortEndpoint {

    private static final Set<String> COLUMNS = Set.of("region", "revenue", "orders", "month");
    private final RowSource rows;

    public ReportSortEndpoint(RowSource rows) {
        this.rows = rows;
    }

    @GET
    public List<Row> sorted(@QueryParam("sortBy") String sortBy) throws OgnlException {
        if (!COLUMNS.contains(sortBy)) {
            throw new BadRequestException("unknown column");
        }
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
