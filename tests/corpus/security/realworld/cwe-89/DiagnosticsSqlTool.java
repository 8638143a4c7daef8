// expect: CWE-89 @ 19
// expect: CWE-89 @ 20
// note: Connection.nativeSQL translates SQL concatenated from stdin input; the translated text is then executed
package tools.dbdiag;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Scanner;

public class DiagnosticsSqlTool {

    public static void main(String[] args) throws Exception {
        Scanner in = new Scanner(System.in);
        System.out.print("Device serial: ");
        String serial = in.nextLine();
        try (Connection con = DriverManager.getConnection(System.getenv("DIAG_DB_URL"))) {
            String sql = con.nativeSQL("SELECT {fn UCASE(model)}, firmware FROM device WHERE serial = '" + serial + "'");
            try (Statement st = con.createStatement(); ResultSet rs = st.executeQuery(sql)) {
                while (rs.next()) {
                    System.out.printf("%s %s%n", rs.getString(1), rs.getString(2));
                }
            }
        }
    }
}
