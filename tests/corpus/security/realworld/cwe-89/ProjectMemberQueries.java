// expect: none (CWE-89 safe)
// note: IN clause built from "?" placeholders only; role names passed as bind arguments
package com.taskboard.projects;

import java.util.List;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;

public class ProjectMemberQueries {

    private final JdbcTemplate jdbc;

    public ProjectMemberQueries(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<String> memberEmails(long projectId, List<String> roles) {
        String inClause = roles.stream()
                .map(r -> "?")
                .collect(Collectors.joining(", ", "(", ")"));
        String sql = "SELECT u.email FROM project_member m JOIN app_user u ON u.id = m.user_id"
                + " WHERE m.project_id = " + projectId + " AND m.role IN " + inClause;
        return jdbc.query(sql, (rs, i) -> rs.getString(1), roles.toArray());
    }
}
