import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

public class ReportService {

    private final Connection connection;

    public ReportService(Connection connection) {
        this.connection = connection;
    }

    public int countUsers() {
        Statement st = null;
        ResultSet rs = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            st = connection.createStatement();
            rs = st.executeQuery("SELECT COUNT(*) FROM users");
            rs.next();
            return rs.getInt(1);
        } catch (SQLException e) {
            throw new IllegalStateException("count failed"); // expect: QUA-LOST-STACK-TRACE
        } finally {
            try {
                if (rs != null) rs.close();
                if (st != null) st.close();
            } catch (SQLException e) {
                e.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
            }
        }
    }
}
