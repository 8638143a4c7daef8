// expect: none (CWE-798 safe)
// note: database password read from an environment variable at start-up; fails fast if missing
package com.ledger.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

public class VaultBackedDataSource {
    private final String url;
    private final String user;
    private final String password;

    public VaultBackedDataSource() {
        this.url = requireEnv("LEDGER_DB_URL");
        this.user = requireEnv("LEDGER_DB_USER");
        this.password = requireEnv("LEDGER_DB_PASSWORD");
    }

    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url, user, password);
    }

    private static String requireEnv(String name) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("missing environment variable " + name);
        }
        return value;
    }
}
