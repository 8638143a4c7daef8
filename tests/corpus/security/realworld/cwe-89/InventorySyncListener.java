// expect: CWE-89 @ 28
// note: Kafka payload SKU appended with += into an UPDATE → JdbcTemplate.update(String)
package com.stockroom.sync;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class InventorySyncListener {

    private final JdbcTemplate jdbcTemplate;
    private final ObjectMapper mapper = new ObjectMapper();

    public InventorySyncListener(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @KafkaListener(topics = "warehouse.stock-adjusted", groupId = "inventory-sync")
    public void onAdjustment(String payload) throws Exception {
        JsonNode event = mapper.readTree(payload);
        String sku = event.path("sku").asText();
        int delta = event.path("delta").asInt();
        String sql = "UPDATE stock_level SET on_hand = on_hand + " + delta;
        sql += " WHERE sku = '" + sku + "'";
        jdbcTemplate.update(sql);
    }
}
