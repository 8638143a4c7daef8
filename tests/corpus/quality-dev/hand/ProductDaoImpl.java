import java.sql.*;
import java.util.ArrayList;
import java.util.List;

public class ProductDaoImpl {
    private Connection connection;

    public ProductDaoImpl(Connection connection) {
        this.connection = connection; // ok: QUA-SELF-ASSIGNMENT
    }

    public void setConnection(Connection connection) {
        this.connection = connection;
    }

    public List<String> findAll() throws Exception { // expect: QUA-GENERIC-EXCEPTION
        List<String> out = new ArrayList<>();
        Statement st = connection.createStatement(); // expect: DES-RESOURCE-LEAK
        ResultSet rs = st.executeQuery("select name from product");
        while (rs.next()) out.add(rs.getString("name"));
        return out;
    }

    public void delete(int id) {
        try { // expect: QUA-TRY-WITH-RESOURCES
            PreparedStatement ps = connection.prepareStatement("delete from product where id=?");
            ps.setInt(1, id);
            ps.executeUpdate();
            ps.close();
        } catch (Exception e) { // expect: DES-BROAD-CATCH
            e.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
        }
    }
}
