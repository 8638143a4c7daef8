import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

public final class GenOrderDao106 {

    public int twice(int n) {
        int r = n * 2; // expect: QUA-LOCAL-BEFORE-RETURN
        return r;
    }

    public boolean isText(Object label) {
        return label != null && label instanceof String; // expect: QUA-REDUNDANT-NULL-CHECK
    }

    public String show(int[] word) {
        return "values: " + word; // expect: QUA-ARRAY-TO-STRING
    }

    public int countRows(Connection data) throws SQLException {
        Statement st = data.createStatement();
        try { // expect: QUA-TRY-WITH-RESOURCES
            ResultSet rs = st.executeQuery("select count(*) from items");
            rs.next();
            return rs.getInt(1);
        } finally {
            st.close();
        }
    }
}
