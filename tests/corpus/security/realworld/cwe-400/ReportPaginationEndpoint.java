// expect: none (CWE-400 safe)
// note: pageSize clamped to 1..500 before the loop
package com.insightly.paging;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

@Path("/reports/rows")
public class ReportPaginationEndpoint {

    private final RowCursor cursor;

    public ReportPaginationEndpoint(RowCursor cursor) {
        this.cursor = cursor;
    }

    @GET
    public List<String> page(@QueryParam("pageSize") int pageSize) {
        pageSize = Math.max(1, Math.min(pageSize, 500));
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
