// expect: CWE-89 @ 29
// note: public DAO method takes a sort column and direction strings, appends them to ORDER BY via StringBuilder, executes with Statement.executeQuery
package org.example.crm.dao;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

public class CustomerDirectoryDao {
    private final DataSource dataSource;

    public CustomerDirectoryDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<CustomerRow> listCustomers(String region, String sortColumn, String direction) throws SQLException {
        StringBuilder sql = new StringBuilder("SELECT id, name, email, region FROM customers");
        if (region != null && !region.isBlank()) {
            sql.append(" WHERE region = '").append(region).append("'");
        }
        sql.append(" ORDER BY ").append(sortColumn).append(' ').append(direction);
        List<CustomerRow> rows = new ArrayList<>();
        try (Connection con = dataSource.getConnection();
             Statement st = con.createStatement();
             ResultSet rs = st.executeQuery(sql.toString())) {
            while (rs.next()) {
                rows.add(new CustomerRow(rs.getLong("id"), rs.getString("name"), rs.getString("email"), rs.getString("region")));
            }
        }
        return rows;
    }
}

record CustomerRow(long id, String name, String email, String region) {
}
