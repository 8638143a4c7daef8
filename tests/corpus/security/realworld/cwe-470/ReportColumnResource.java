// expect: CWE-470 @ 24
// note: JAX-RS @QueryParam field name used in getMethod("get" + field) to read a property by reflection
package com.insightly.columns;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;

@Path("/reports/column")
public class ReportColumnResource {

    private final List<SalesRow> rows;

    public ReportColumnResource(List<SalesRow> rows) {
        this.rows = rows;
    }

    @GET
    public List<Object> column(@QueryParam("field") String field) throws ReflectiveOperationException {
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
