// expect: none (CWE-89 safe)
// note: Micronaut zone value restricted to a Set allow-list with early 400 before concatenation
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
public class WarehouseStockController {

    private static final Set<String> ZONES = Set.of("A", "B", "C", "COLD", "BULK");
    private final JdbcOperations jdbc;

    public WarehouseStockController(JdbcOperations jdbc) {
        this.jdbc = jdbc;
    }

    @Get("/bins")
    public HttpResponse<List<String>> bins(@QueryValue String zone) {
        if (!ZONES.contains(zone)) {
            return HttpResponse.badRequest();
        }
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
