// expect: none (CWE-89 safe)
// note: carrier matched against a regex with early 400 exit and bound as ? parameter
package com.fleetline.tracking;

import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ShipmentTrackingController {

    private final ShipmentDao dao;

    public ShipmentTrackingController(ShipmentDao dao) {
        this.dao = dao;
    }

    @GetMapping("/carriers/{carrier}/shipments")
    public ResponseEntity<List<Map<String, Object>>> pending(@PathVariable String carrier) {
        if (!carrier.matches("[A-Z0-9]{2,8}")) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(dao.pendingFor(carrier));
    }
}

@Component
class ShipmentDao {
    private final JdbcTemplate jdbc;

    ShipmentDao(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<Map<String, Object>> pendingFor(String carrier) {
        String sql = """
                SELECT tracking_no, destination, eta
                FROM shipment
                WHERE carrier_code = ? AND delivered = false
                ORDER BY eta
                """;
        return jdbc.queryForList(sql, carrier);
    }
}
