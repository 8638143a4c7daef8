// expect: none (CWE-943 safe)
// note: Kafka payload warehouse code used in Criteria.where("warehouse").is(code)
package com.stockroom.mongo;

import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.BasicQuery;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.Update;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class InventoryMongoConsumer {

    private final MongoTemplate mongoTemplate;

    public InventoryMongoConsumer(MongoTemplate mongoTemplate) {
        this.mongoTemplate = mongoTemplate;
    }

    @KafkaListener(topics = "warehouse.closed")
    public void onWarehouseClosed(String warehouseCode) {
        Query query = Query.query(Criteria.where("warehouse").is(warehouseCode));
        mongoTemplate.updateMulti(query, Update.update("available", false), "stock_items");
    }
}
