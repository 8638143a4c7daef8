// expect: CWE-798 @ 13
// note: production database user and password hard-coded as literals in DriverManager.getConnection
package com.warehouse.etl;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

public class WarehouseDbConnector {
    private static final String URL = "jdbc:postgresql://dwh-prod.internal:5432/warehouse";

    public Connection open() throws SQLException {
        return DriverManager.getConnection(URL, "etl_loader", "Wh!2023-load");
    }
}
