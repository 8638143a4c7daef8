package crm.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import javax.sql.DataSource;

public class CustomerJdbcRepository {
    private static final String FIND = "SELECT id, name, email FROM customer WHERE id = ?";
    private static final String INSERT = "INSERT INTO customer (name, email) VALUES (?, ?)";

    private final DataSource dataSource;

    public CustomerJdbcRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<CustomerRow> findById(long id) throws SQLException {
        try (Connection con = dataSource.getConnection(); PreparedStatement ps = con.prepareStatement(FIND)) { // ok: QUA-TRY-WITH-RESOURCES
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty(); // ok: QUA-OPTIONAL-NULL
                }
                return Optional.of(new CustomerRow(rs.getLong("id"), rs.getString("name"), rs.getString("email")));
            }
        }
    }

    public void insert(String name, String email) throws SQLException {
        try (Connection con = dataSource.getConnection(); PreparedStatement ps = con.prepareStatement(INSERT)) {
            ps.setString(1, name);
            ps.setString(2, email);
            ps.executeUpdate();
        }
    }
}

record CustomerRow(long id, String name, String email) {
}
