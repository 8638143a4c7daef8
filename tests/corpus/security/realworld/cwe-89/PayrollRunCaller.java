// expect: none (CWE-89 safe)
// note: stored procedure parameters bound with CallableStatement.setString
package com.payroll.batch;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import javax.sql.DataSource;

public class PayrollRunCaller {

    private final DataSource ds;

    public PayrollRunCaller(DataSource ds) {
        this.ds = ds;
    }

    public int closePeriod(String periodCode, String approvedBy) throws SQLException {
        try (Connection c = ds.getConnection();
             CallableStatement cs = c.prepareCall("{call close_payroll_period(?, ?, ?)}")) {
            cs.setString(1, periodCode);
            cs.setString(2, approvedBy);
            cs.registerOutParameter(3, Types.INTEGER);
            cs.execute();
            return cs.getInt(3);
        }
    }
}
