// expect: none (CWE-89 safe)
// note: only a parsed long and an int enter the concatenated SQL; the member id string is parsed with Long.parseLong first
package com.airline.loyalty;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

public class LoyaltyPointsDao {
    private final DataSource dataSource;

    public LoyaltyPointsDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public long balance(String memberNumber, int year) throws SQLException {
        long memberId = Long.parseLong(memberNumber);
        String sql = "SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE member_id = " + memberId + " AND year = " + year;
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            return rs.next() ? rs.getLong(1) : 0L;
        }
    }
}
