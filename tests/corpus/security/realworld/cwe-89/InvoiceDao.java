// expect: CWE-89 @ 36
// note: public DAO method concatenates status and customerRef into SQL built with StringBuilder → Statement.executeQuery
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

public class InvoiceDao {

    private final DataSource dataSource;

    public InvoiceDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<Invoice> findInvoices(String customerRef, String status) throws SQLException {
        StringBuilder sql = new StringBuilder("SELECT number, total, status FROM invoice WHERE 1=1");
        if (customerRef != null && !customerRef.isBlank()) {
            sql.append(" AND customer_ref = '").append(customerRef).append("'");
        }
        if (status != null) {
            sql.append(" AND status = '").append(status.toUpperCase()).append("'");
        }
        sql.append(" ORDER BY issued_on DESC");

        List<Invoice> result = new ArrayList<>();
        try (Connection con = dataSource.getConnection();
             Statement st = con.createStatement();
             ResultSet rs = st.executeQuery(sql.toString())) {
            while (rs.next()) {
                result.add(new Invoice(rs.getString("number"), rs.getBigDecimal("total"), rs.getString("status")));
            }
        }
        return result;
    }

    public record Invoice(String number, BigDecimal total, String status) {}
}
