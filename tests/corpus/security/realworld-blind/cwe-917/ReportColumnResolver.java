// expect: CWE-917 @ 26
// note: column expression from the report definition request evaluated with OGNL Ognl.getValue against the row
package com.reports.columns;

import java.util.List;
import java.util.Map;

import ognl.Ognl;
import ognl.OgnlException;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportColumnResolver {
    private final RowSource rows;

    public ReportColumnResolver(RowSource rows) {
        this.rows = rows;
    }

    @PostMapping("/reports/columns/preview")
    public List<Object> preview(@RequestBody ColumnDefinition column) throws OgnlException {
        List<Object> values = new java.util.ArrayList<>();
        for (Map<String, Object> row : rows.sample()) {
            values.add(Ognl.getValue(column.expression(), row));
        }
        return values;
    }
}

record ColumnDefinition(String name, String expression) {
}

interface RowSource {
    List<Map<String, Object>> sample();
}
