// expect: CWE-89 @ 33
// note: prices fetched from a partner HTTP API (untrusted response) turned into UPDATE strings → JdbcTemplate.batchUpdate(String...)
package com.marketplace.pricing;

import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class PriceUpdateJob {

    private final RestTemplate partnerApi;
    private final JdbcTemplate jdbcTemplate;

    public PriceUpdateJob(RestTemplate partnerApi, JdbcTemplate jdbcTemplate) {
        this.partnerApi = partnerApi;
        this.jdbcTemplate = jdbcTemplate;
    }

    @Scheduled(fixedDelay = 900_000)
    public void refresh() {
        PartnerPrice[] prices = partnerApi.getForObject("https://feeds.partner-supplies.example/v2/prices", PartnerPrice[].class);
        if (prices == null) {
            return;
        }
        List<String> statements = new ArrayList<>();
        for (PartnerPrice p : prices) {
            statements.add("UPDATE listing SET price_cents = " + p.priceCents() + " WHERE partner_sku = '" + p.sku() + "'");
        }
        jdbcTemplate.batchUpdate(statements.toArray(new String[0]));
    }

    record PartnerPrice(String sku, long priceCents) {}
}
