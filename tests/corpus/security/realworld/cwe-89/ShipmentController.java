// expect: CWE-89 @ 44
// note: @PathVariable carrier flows to ShipmentDao, where a text block .formatted() builds SQL → JdbcTemplate.queryForList
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
public class ShipmentController {

    private final ShipmentDao dao;

    public ShipmentController(ShipmentDao dao) {
        this.dao = dao;
    }

    @GetMapping("/carriers/{carrier}/shipments")
    public ResponseEntity<List<Map<String, Object>>> pending(@PathVariable String carrier) {
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
                WHERE carrier_code = '%s' AND delivered = false
                ORDER BY eta
                """.formatted(carrier);
        return jdbc.queryForList(sql);
    }
}
