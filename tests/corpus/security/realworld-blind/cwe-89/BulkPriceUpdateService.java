// expect: none (CWE-89 safe)
// note: IN list built only of "?" placeholders (one per id) with values bound via JdbcTemplate args; the SKU strings never enter the SQL text
package com.retail.pricing;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

@Service
public class BulkPriceUpdateService {
    private final JdbcTemplate jdbc;

    public BulkPriceUpdateService(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public int reprice(List<String> skus, BigDecimal factor) {
        if (skus.isEmpty()) {
            return 0;
        }
        String placeholders = String.join(", ", Collections.nCopies(skus.size(), "?"));
        List<Object> args = new ArrayList<>();
        args.add(factor);
        args.addAll(skus);
        return jdbc.update("UPDATE product SET price = price * ? WHERE sku IN (" + placeholders + ")", args.toArray());
    }
}
