// expect: none (CWE-89 safe)
// note: sort field from the request is mapped through an allow-list Map with an early exit; values go through NamedParameterJdbcTemplate parameters
package com.hrsuite.payroll;

import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@Service
public class PayrollReportService {
    private static final Map<String, String> SORTABLE = Map.of(
            "name", "e.last_name",
            "salary", "p.gross_amount",
            "department", "d.name");

    private final NamedParameterJdbcTemplate jdbc;

    public PayrollReportService(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Map<String, Object>> monthly(String department, int year, int month, String sortBy) {
        String column = SORTABLE.get(sortBy);
        if (column == null) {
            throw new IllegalArgumentException("unsupported sort field");
        }
        String sql = "SELECT e.last_name, d.name AS department, p.gross_amount FROM payslip p "
                + "JOIN employee e ON e.id = p.employee_id JOIN department d ON d.id = e.department_id "
                + "WHERE d.code = :dept AND p.year = :year AND p.month = :month ORDER BY " + column;
        MapSqlParameterSource params = new MapSqlParameterSource()
                .addValue("dept", department)
                .addValue("year", year)
                .addValue("month", month);
        return jdbc.queryForList(sql, params);
    }
}

@RestController
class PayrollReportController {
    private final PayrollReportService reports;

    PayrollReportController(PayrollReportService reports) {
        this.reports = reports;
    }

    @GetMapping("/reports/payroll")
    List<Map<String, Object>> report(@RequestParam String dept, @RequestParam int year, @RequestParam int month,
                                     @RequestParam(defaultValue = "name") String sort) {
        return reports.monthly(dept, year, month, sort);
    }
}
