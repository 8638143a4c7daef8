import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class UserDao {

    private final Connection connection;

    public UserDao(Connection connection) {
        this.connection = connection;
    }

    public Optional<String> findEmail(long id) {
        try (PreparedStatement ps = connection.prepareStatement("SELECT email FROM users WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        } catch (SQLException e) { // expect: DES-SWALLOWED-EXCEPTION
            return Optional.empty();
        }
    }

    public List<String> findAllEmails() throws SQLException {
        List<String> emails = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement("SELECT email FROM users");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                emails.add(rs.getString(1));
            }
        }
        return emails;
    }

    public void rename(long id, String email) throws SQLException {
        PreparedStatement ps = connection.prepareStatement("UPDATE users SET email = ? WHERE id = ?");
        try { // expect: QUA-TRY-WITH-RESOURCES
            ps.setString(1, email);
            ps.setLong(2, id);
            ps.executeUpdate();
        } finally {
            ps.close();
        }
    }
}
