// expect: CWE-89 @ 22
// note: servlet request parameter stored in a field of a query builder object, later concatenated into SQL and run via JdbcTemplate.query
package com.legacy.reports;

import java.io.IOException;
import java.util.List;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.jdbc.core.JdbcTemplate;

public class LegacyReportServlet extends HttpServlet {
    private transient JdbcTemplate jdbcTemplate;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        ReportQuery query = new ReportQuery()
                .table("sales_summary")
                .filter("branch", req.getParameter("branch"))
                .filter("quarter", req.getParameter("quarter"));
        List<String> lines = jdbcTemplate.query(query.toSql(), (rs, i) -> rs.getString("branch") + ";" + rs.getBigDecimal("revenue"));
        resp.setContentType("text/csv");
        for (String line : lines) {
            resp.getWriter().println(line);
        }
    }
}

class ReportQuery {
    private String table;
    private final StringBuilder where = new StringBuilder();

    ReportQuery table(String table) {
        this.table = table;
        return this;
    }

    ReportQuery filter(String column, String value) {
        if (value != null) {
            where.append(where.length() == 0 ? " WHERE " : " AND ").append(column).append(" = '").append(value).append("'");
        }
        return this;
    }

    String toSql() {
        return "SELECT branch, revenue FROM " + table + where;
    }
}
