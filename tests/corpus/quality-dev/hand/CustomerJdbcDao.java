import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

public class CustomerJdbcDao {

    private final String url;

    public CustomerJdbcDao(String url) {
        this.url = url;
    }

    public List<String> findNames() {
        List<String> names = new ArrayList<>();
        Connection con = null;
        PreparedStatement ps = null;
        ResultSet rs = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            con = DriverManager.getConnection(url);
            ps = con.prepareStatement("SELECT name FROM customer");
            rs = ps.executeQuery();
            while (rs.next()) {
                names.add(rs.getString(1));
            }
        } catch (SQLException e) { // expect: DES-SWALLOWED-EXCEPTION
            System.out.println("query failed: " + e.getMessage()); // expect: STY-SYSTEM-OUT
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        } finally {
            try {
                if (rs != null) rs.close();
                if (ps != null) ps.close();
                if (con != null) con.close();
            } catch (SQLException ignored) { // expect: QUA-EMPTY-CATCH
            }
        }
        return names;
    }

    public int countAll() throws SQLException {
        try (Connection c = DriverManager.getConnection(url); // ok: QUA-TRY-WITH-RESOURCES
             PreparedStatement st = c.prepareStatement("SELECT COUNT(*) FROM customer");
             ResultSet r = st.executeQuery()) {
            return r.next() ? r.getInt(1) : 0;
        }
    }
}
