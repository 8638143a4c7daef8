import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

public class DbMigrator {

    private final String url;

    public DbMigrator(String url) {
        this.url = url;
    }

    public void migrate(List<String> scripts) {
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            for (String sql : scripts) {
                Statement st = c.createStatement(); // expect: DES-RESOURCE-LEAK
                st.execute(sql);
            }
            c.commit();
        } catch (SQLException e) { // expect: DES-SWALLOWED-EXCEPTION
            System.err.println("migration failed: " + e.getMessage()); // expect: STY-SYSTEM-OUT
        }
    }
}
