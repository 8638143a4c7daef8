// expect: CWE-89 @ 20
// note: CLI tool concatenates the table name and cutoff date from args into a DELETE run by Statement.executeUpdate
package tools.dba;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

public class ArchivePurgeTool {

    public static void main(String[] args) throws SQLException {
        if (args.length != 2) {
            System.err.println("usage: ArchivePurgeTool <table> <yyyy-mm-dd>");
            return;
        }
        String jdbcUrl = System.getenv("ARCHIVE_DB_URL");
        try (Connection con = DriverManager.getConnection(jdbcUrl, System.getenv("ARCHIVE_DB_USER"), System.getenv("ARCHIVE_DB_PASSWORD"));
             Statement st = con.createStatement()) {
            int deleted = st.executeUpdate("DELETE FROM " + args[0] + " WHERE archived_at < '" + args[1] + "'");
            System.out.println("deleted " + deleted + " rows");
        }
    }
}
