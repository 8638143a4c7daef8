// expect: none (CWE-89 safe)
// note: the view name is chosen from an enum (ReportPeriod) and mapped to constant identifiers; the region is bound via PreparedStatement
package com.sales.reporting;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

public class ReportingViewDao {
    public enum ReportPeriod {
        DAILY("v_sales_daily"), WEEKLY("v_sales_weekly"), MONTHLY("v_sales_monthly");

        private final String view;

        ReportPeriod(String view) {
            this.view = view;
        }
    }

    private final DataSource dataSource;

    public ReportingViewDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public BigDecimal total(ReportPeriod period, String region) throws SQLException {
        String sql = "SELECT SUM(amount) FROM " + period.view + " WHERE region = ?";
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, region);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getBigDecimal(1) : BigDecimal.ZERO;
            }
        }
    }
}
