// expect: none (CWE-89 safe)
// note: same DAO binds status and customerRef with PreparedStatement.setString
package com.ledgerly.billing.dao;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

public class InvoiceArchiveDao {

    private final DataSource dataSource;

    public InvoiceArchiveDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<Invoice> findInvoices(String customerRef, String status) throws SQLException {
        StringBuilder sql = new StringBuilder("SELECT number, total, status FROM invoice WHERE 1=1");
        if (customerRef != null && !customerRef.isBlank()) {
            sql.append(" AND customer_ref = ?");
        }
        if (status != null) {
            sql.append(" AND status = ?");
        }
        sql.append(" ORDER BY issued_on DESC");

        List<Invoice> result = new ArrayList<>();
        try (Connection con = dataSource.getConnection();
             PreparedStatement ps = con.prepareStatement(sql.toString())) {
            int idx = 1;
            if (customerRef != null && !customerRef.isBlank()) {
                ps.setString(idx++, customerRef);
            }
            if (status != null) {
                ps.setString(idx, status.toUpperCase());
            }
            ResultSet rs = ps.executeQuery();
            while (rs.next()) {
                result.add(new Invoice(rs.getString("number"), rs.getBigDecimal("total"), rs.getString("status")));
            }
        }
        return result;
    }

    public record Invoice(String number, BigDecimal total, String status) {}
}
