// expect: none (CWE-89 safe)
// note: plan code is only compared as a bound parameter; the concatenated part is a constant table name
package com.streamly.billing;

import org.springframework.jdbc.core.JdbcTemplate;

public class SubscriptionStatsDao {

    private static final String TABLE = "subscription";
    private final JdbcTemplate jdbcTemplate;

    public SubscriptionStatsDao(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    public int countActive(String plan) {
        String sql = "SELECT count(*) FROM " + TABLE + " WHERE status = 'ACTIVE' AND plan_code = ?";
        return jdbcTemplate.queryForObject(sql, Integer.class, plan);
    }
}
