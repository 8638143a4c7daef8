// expect: none (CWE-89 safe)
// note: command-line tenant bound with PreparedStatement.setString in the DELETE
package tools.maintenance;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;

public class PurgeSessionsCli {

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: PurgeSessionsCli <jdbc-url> <tenant> [days]");
            System.exit(2);
        }
        String url = args[0];
        String tenant = args[1];
        int days = args.length > 2 ? Integer.parseInt(args[2]) : 90;
        String user = System.getenv("DB_USER");
        String password = System.getenv("DB_PASSWORD");

        try (Connection con = DriverManager.getConnection(url, user, password)) {
            con.setAutoCommit(false);
            try (PreparedStatement ps = con.prepareStatement(
                    "DELETE FROM user_session WHERE tenant = ? AND last_seen < CURRENT_DATE - " + days)) {
                ps.setString(1, tenant);
                System.out.println("removed " + ps.executeUpdate() + " rows");
            }
            con.commit();
        }
    }
}
