// expect: none (CWE-89 safe)
// note: CallableStatement with a constant call string; the customer id and note from the request are bound with setLong/setString
package com.telco.provisioning;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import javax.sql.DataSource;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;

@Path("/provisioning/suspend")
public class StoredProcedureGateway {
    private final DataSource dataSource;

    public StoredProcedureGateway(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @POST
    public int suspend(@FormParam("customerId") long customerId, @FormParam("note") String note) throws SQLException {
        try (Connection con = dataSource.getConnection(); CallableStatement call = con.prepareCall("{call suspend_line(?, ?, ?)}")) {
            call.setLong(1, customerId);
            call.setString(2, note);
            call.registerOutParameter(3, Types.INTEGER);
            call.execute();
            return call.getInt(3);
        }
    }
}
