// expect: CWE-89 @ 29
// note: Micronaut @QueryValue zone concatenated into SQL and run with JdbcOperations via Connection.createStatement
package io.depot.warehouse;

import io.micronaut.data.jdbc.runtime.JdbcOperations;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

@Controller("/warehouse")
public class WarehouseController {

    private final JdbcOperations jdbc;

    public WarehouseController(JdbcOperations jdbc) {
        this.jdbc = jdbc;
    }

    @Get("/bins")
    public HttpResponse<List<String>> bins(@QueryValue String zone) {
        List<String> result = jdbc.execute(connection -> {
            List<String> codes = new ArrayList<>();
            ResultSet rs = connection.createStatement()
                    .executeQuery("SELECT bin_code FROM bin WHERE zone = '" + zone + "' ORDER BY bin_code");
            while (rs.next()) {
                codes.add(rs.getString(1));
            }
            return codes;
        });
        return HttpResponse.ok(result);
    }
}
