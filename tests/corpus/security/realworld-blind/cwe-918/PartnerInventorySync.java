// expect: CWE-918 @ 27
// note: RabbitMQ message names the partner's host; the listener builds an http URL from it and calls RestTemplate.exchange
package com.marketplace.sync;

import java.util.List;

import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpMethod;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class PartnerInventorySync {
    private final RestTemplate restTemplate;
    private final InventoryWriter writer;

    public PartnerInventorySync(RestTemplate restTemplate, InventoryWriter writer) {
        this.restTemplate = restTemplate;
        this.writer = writer;
    }

    @RabbitListener(queues = "partner.sync")
    public void sync(SyncCommand command) {
        String url = "https://" + command.partnerHost() + "/api/v2/inventory?since=" + command.sinceEpoch();
        ResponseEntity<List<PartnerItem>> response = restTemplate.exchange(url, HttpMethod.GET, null,
                new ParameterizedTypeReference<List<PartnerItem>>() { });
        if (response.getBody() != null) {
            response.getBody().forEach(writer::upsert);
        }
    }
}

record SyncCommand(String partnerHost, long sinceEpoch) {
}

record PartnerItem(String sku, int quantity) {
}

interface InventoryWriter {
    void upsert(PartnerItem item);
}
