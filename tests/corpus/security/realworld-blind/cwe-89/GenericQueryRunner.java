// expect: none (CWE-89 safe)
// note: constant SQL text with the tenant bound as a ? argument in queryForObject and queryForList
package com.platform.jdbc;

import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;

public class GenericQueryRunner {
    private final JdbcTemplate jdbcTemplate;

    public GenericQueryRunner(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    public Integer countActive(String tenant) {
        return jdbcTemplate.queryForObject("SELECT COUNT(*) FROM account WHERE tenant = ? AND active = true", Integer.class, tenant);
    }

    public List<Map<String, Object>> recentLogins(String tenant, int days) {
        return jdbcTemplate.queryForList(
                "SELECT username, last_login FROM account WHERE tenant = ? AND last_login > now() - make_interval(days => ?)",
                tenant, days);
    }
}
