// expect: CWE-89 @ 26
// note: voucher codes from the request body joined with a stream Collector into an IN ('a','b') list and run by NamedParameterJdbcTemplate
package com.giftcards.vouchers;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@Repository
public class VoucherStreamsRepository {
    private final NamedParameterJdbcTemplate jdbc;

    public VoucherStreamsRepository(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Map<String, Object>> lookup(List<String> codes, String currency) {
        String inList = codes.stream().map(String::trim).map(c -> "'" + c + "'").collect(Collectors.joining(","));
        String sql = "SELECT code, balance FROM voucher WHERE currency = :currency AND code IN (" + inList + ")";
        return jdbc.queryForList(sql, Map.of("currency", currency));
    }
}

@RestController
class VoucherController {
    private final VoucherStreamsRepository vouchers;

    VoucherController(VoucherStreamsRepository vouchers) {
        this.vouchers = vouchers;
    }

    @PostMapping("/vouchers/lookup")
    List<Map<String, Object>> lookup(@RequestBody VoucherLookup body) {
        return vouchers.lookup(body.codes(), body.currency());
    }
}

record VoucherLookup(List<String> codes, String currency) {
}
