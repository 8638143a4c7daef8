import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import javax.sql.DataSource;

public class OrderRepositoryJdbc {

    private final DataSource dataSource;

    public OrderRepositoryJdbc(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public Optional<String> findStatus(long orderId) {
        String sql = "SELECT status FROM orders WHERE id = ?";
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, orderId);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    return Optional.of(rs.getString("status"));
                }
            }
        } catch (SQLException e) {
            throw new RuntimeException("could not load order " + orderId); // expect: QUA-LOST-STACK-TRACE
        }
        return Optional.empty();
    }

    public Optional<Long> findCustomerId(long orderId) throws SQLException {
        Connection c = dataSource.getConnection(); // expect: DES-RESOURCE-LEAK
        PreparedStatement ps = c.prepareStatement("SELECT customer_id FROM orders WHERE id = ?");
        ps.setLong(1, orderId);
        ResultSet rs = ps.executeQuery();
        if (!rs.next()) {
            return null; // expect: QUA-OPTIONAL-NULL
        }
        return Optional.of(rs.getLong(1));
    }

    public void updateStatus(long orderId, String status) {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("UPDATE orders SET status = ? WHERE id = ?")) {
            ps.setString(1, status);
            ps.setLong(2, orderId);
            ps.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("update failed for " + orderId, e); // ok: QUA-LOST-STACK-TRACE
        }
    }
}
