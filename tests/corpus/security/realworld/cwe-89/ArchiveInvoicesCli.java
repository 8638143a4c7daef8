// expect: CWE-89 @ 26
// note: command-line argument (tenant) concatenated into DELETE → Statement.executeUpdate
package tools.maintenance;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;

public class ArchiveInvoicesCli {

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: ArchiveInvoicesCli <jdbc-url> <tenant> [days]");
            System.exit(2);
        }
        String url = args[0];
        String tenant = args[1];
        int days = args.length > 2 ? Integer.parseInt(args[2]) : 90;
        String user = System.getenv("DB_USER");
        String password = System.getenv("DB_PASSWORD");

        try (Connection con = DriverManager.getConnection(url, user, password)) {
            con.setAutoCommit(false);
            try (Statement st = con.createStatement()) {
                int removed = st.executeUpdate("DELETE FROM user_session WHERE tenant = '" + tenant
                        + "' AND last_seen < CURRENT_DATE - " + days);
                System.out.println("removed " + removed + " rows");
            }
            con.commit();
        }
    }
}
