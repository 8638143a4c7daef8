// expect: none (CWE-798 safe)
// note: DriverManager.getConnection with user/password from System.getenv
package com.stockroom.legacy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

public class InventorySyncJob {

    public static void main(String[] args) throws Exception {
        String user = System.getenv("INV_DB_USER");
        String password = System.getenv("INV_DB_PASSWORD");
        try (Connection con = DriverManager.getConnection("jdbc:mysql://as400-bridge:3306/inv", user, password);
             Statement st = con.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*) FROM item")) {
            rs.next();
            System.out.println(rs.getLong(1) + " items");
        }
    }
}
