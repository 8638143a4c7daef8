// expect: none (CWE-89 safe)
// note: @PathVariable employeeId is parsed to long before concatenation; the SQL can only contain digits
package com.worklog.timesheets;

import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TimesheetController {

    private final JdbcTemplate jdbcTemplate;

    public TimesheetController(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @GetMapping("/employees/{employeeId}/timesheets")
    public List<Map<String, Object>> timesheets(@PathVariable String employeeId) {
        long id = Long.parseLong(employeeId);
        String sql = "SELECT week_start, hours, approved FROM timesheet WHERE employee_id = " + id + " ORDER BY week_start DESC";
        return jdbcTemplate.queryForList(sql);
    }
}
