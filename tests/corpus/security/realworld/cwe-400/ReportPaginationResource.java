// expect: CWE-400 @ 25
// note: JAX-RS @QueryParam pageSize used as the loop bound that materialises rows without a cap
package com.insightly.paging;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

@Path("/reports/rows")
public class ReportPaginationResource {

    private final RowCursor cursor;

    public ReportPaginationResource(RowCursor cursor) {
        this.cursor = cursor;
    }

    @GET
    public List<String> page(@QueryParam("pageSize") int pageSize) {
        List<String> rows = new ArrayList<>();
        Iterator<String> it = cursor.open();
        for (int i = 0; i < pageSize && it.hasNext(); i++) {
            rows.add(it.next());
        }
        return rows;
    }

    public interface RowCursor {
        Iterator<String> open();
    }
}
