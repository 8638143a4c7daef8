// expect: CWE-89 @ 21
// note: stored procedure call text concatenates the period code → Connection.prepareCall
package com.payroll.batch;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import javax.sql.DataSource;

public class PayrollProcedureCaller {

    private final DataSource ds;

    public PayrollProcedureCaller(DataSource ds) {
        this.ds = ds;
    }

    public int closePeriod(String periodCode, String approvedBy) throws SQLException {
        try (Connection c = ds.getConnection();
             CallableStatement cs = c.prepareCall("{call close_payroll_period('" + periodCode + "', '" + approvedBy + "', ?)}")) {
            cs.registerOutParameter(1, Types.INTEGER);
            cs.execute();
            return cs.getInt(1);
        }
    }
}
