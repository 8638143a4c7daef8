// expect: CWE-89 @ 23
// note: list of role names from the caller joined into an IN (...) clause with quotes via streams → JdbcTemplate.query
package com.taskboard.projects;

import java.util.List;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;

public class ProjectMemberDao {

    private final JdbcTemplate jdbc;

    public ProjectMemberDao(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<String> memberEmails(long projectId, List<String> roles) {
        String inClause = roles.stream()
                .map(r -> "'" + r + "'")
                .collect(Collectors.joining(", ", "(", ")"));
        String sql = "SELECT u.email FROM project_member m JOIN app_user u ON u.id = m.user_id"
                + " WHERE m.project_id = " + projectId + " AND m.role IN " + inClause;
        return jdbc.query(sql, (rs, i) -> rs.getString(1));
    }
}
