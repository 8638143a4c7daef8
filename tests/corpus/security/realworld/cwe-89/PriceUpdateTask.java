// expect: none (CWE-89 safe)
// note: partner prices written with batchUpdate(sql, List<Object[]>) bind arguments
package com.marketplace.pricing;

import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

@Component
public class PriceUpdateTask {

    private final RestTemplate partnerApi;
    private final JdbcTemplate jdbcTemplate;

    public PriceUpdateTask(RestTemplate partnerApi, JdbcTemplate jdbcTemplate) {
        this.partnerApi = partnerApi;
        this.jdbcTemplate = jdbcTemplate;
    }

    @Scheduled(fixedDelay = 900_000)
    public void refresh() {
        PartnerPrice[] prices = partnerApi.getForObject("https://feeds.partner-supplies.example/v2/prices", PartnerPrice[].class);
        if (prices == null) {
            return;
        }
        List<Object[]> rows = new ArrayList<>();
        for (PartnerPrice p : prices) {
            rows.add(new Object[] {p.priceCents(), p.sku()});
        }
        jdbcTemplate.batchUpdate("UPDATE listing SET price_cents = ? WHERE partner_sku = ?", rows);
    }

    record PartnerPrice(String sku, long priceCents) {}
}
