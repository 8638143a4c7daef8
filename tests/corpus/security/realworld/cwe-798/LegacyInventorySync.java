// expect: CWE-798 @ 13
// note: DriverManager.getConnection with literal user and password
package com.stockroom.legacy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

public class LegacyInventorySync {

    public static void main(String[] args) throws Exception {
        try (Connection con = DriverManager.getConnection("jdbc:mysql://as400-bridge:3306/inv", "syncuser", "Wareh0use#77");
             Statement st = con.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*) FROM item")) {
            rs.next();
            System.out.println(rs.getLong(1) + " items");
        }
    }
}
