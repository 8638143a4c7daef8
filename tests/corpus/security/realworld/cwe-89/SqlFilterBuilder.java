// expect: CWE-89 @ 38
// note: library helper's public method builds WHERE text from field/value strings; QueryExecutor runs it with Statement.executeQuery
package com.dataworks.common.sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

public final class SqlFilterBuilder {

    private final Map<String, String> equals = new LinkedHashMap<>();

    public SqlFilterBuilder eq(String column, String value) {
        equals.put(column, value);
        return this;
    }

    public String toWhereClause() {
        if (equals.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(" WHERE ");
        equals.forEach((column, value) -> {
            if (sb.length() > 7) {
                sb.append(" AND ");
            }
            sb.append(column).append(" = '").append(value).append('\'');
        });
        return sb.toString();
    }

    public static ResultSet select(Connection connection, String table, String column, String value) throws SQLException {
        String where = new SqlFilterBuilder().eq(column, value).toWhereClause();
        Statement statement = connection.createStatement();
        return statement.executeQuery("SELECT * FROM " + table + where);
    }
}
