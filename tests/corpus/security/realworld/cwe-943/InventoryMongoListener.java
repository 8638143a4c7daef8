// expect: CWE-943 @ 24
// note: Kafka payload warehouse code concatenated into a $where predicate → MongoTemplate BasicQuery
package com.stockroom.mongo;

import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.BasicQuery;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.Update;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
public class InventoryMongoListener {

    private final MongoTemplate mongoTemplate;

    public InventoryMongoListener(MongoTemplate mongoTemplate) {
        this.mongoTemplate = mongoTemplate;
    }

    @KafkaListener(topics = "warehouse.closed")
    public void onWarehouseClosed(String warehouseCode) {
        Query query = new BasicQuery("{ $where: \"this.warehouse == '" + warehouseCode + "'\" }");
        mongoTemplate.updateMulti(query, Update.update("available", false), "stock_items");
    }
}
