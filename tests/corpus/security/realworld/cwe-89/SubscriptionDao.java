// expect: CWE-89 @ 17
// note: public DAO method passes its plan argument through a private helper building a WHERE clause → JdbcTemplate.queryForObject
package com.streamly.billing;

import org.springframework.jdbc.core.JdbcTemplate;

public class SubscriptionDao {

    private final JdbcTemplate jdbcTemplate;

    public SubscriptionDao(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    public int countActive(String plan) {
        String sql = "SELECT count(*) FROM subscription" + where(plan);
        return jdbcTemplate.queryForObject(sql, Integer.class);
    }

    private static String where(String plan) {
        return " WHERE status = 'ACTIVE' AND plan_code = '" + plan + "'";
    }
}
