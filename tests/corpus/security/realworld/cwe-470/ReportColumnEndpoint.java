// expect: none (CWE-470 safe)
// note: field name checked against the set of exported properties before reflective lookup
package com.insightly.columns;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;

@Path("/reports/column")
public class ReportColumnEndpoint {

    private static final Set<String> EXPORTED = Set.of("Region", "Revenue", "Orders");
    private final List<SalesRow> rows;

    public ReportColumnEndpoint(List<SalesRow> rows) {
        this.rows = rows;
    }

    @GET
    public List<Object> column(@QueryParam("field") String field) throws ReflectiveOperationException {
        if (!EXPORTED.contains(field)) {
            throw new BadRequestException();
        }
        Method getter = SalesRow.class.getMethod("get" + field);
        return rows.stream().map(r -> invoke(getter, r)).toList();
    }

    private static Object invoke(Method m, Object target) {
        try {
            return m.invoke(target);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    public static class SalesRow {
        public String getRegion() { return "EU"; }
        public long getRevenue() { return 0; }
        public int getOrders() { return 0; }
    }
}
