// expect: none (CWE-89 safe)
// note: Kafka payload SKU and quantity passed as bind arguments to JdbcTemplate.update
package com.stockroom.sync;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class InventoryEventListener {

    private final JdbcTemplate jdbcTemplate;
    private final ObjectMapper mapper = new ObjectMapper();

    public InventoryEventListener(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @KafkaListener(topics = "warehouse.stock-adjusted", groupId = "inventory-sync")
    public void onAdjustment(String payload) throws Exception {
        JsonNode event = mapper.readTree(payload);
        String sku = event.path("sku").asText();
        int delta = event.path("delta").asInt();
        jdbcTemplate.update("UPDATE stock_level SET on_hand = on_hand + ? WHERE sku = ?", delta, sku);
    }
}
