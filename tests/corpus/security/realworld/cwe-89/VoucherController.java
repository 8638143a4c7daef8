// expect: CWE-89 @ 27
// note: @RequestBody DTO getter code → Optional.map builds SQL → JdbcTemplate.queryForMap
package com.promohub.vouchers;

import java.util.Map;
import java.util.Optional;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class VoucherController {

    private final JdbcTemplate jdbcTemplate;

    public VoucherController(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @PostMapping("/vouchers/check")
    public ResponseEntity<Map<String, Object>> check(@RequestBody VoucherRequest request) {
        return Optional.ofNullable(request.getCode())
                .map(String::trim)
                .map(code -> "SELECT code, discount_pct, expires_on FROM voucher WHERE code = '" + code + "'")
                .map(sql -> jdbcTemplate.queryForMap(sql))
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.badRequest().build());
    }

    public static class VoucherRequest {
        private String code;

        public String getCode() {
            return code;
        }

        public void setCode(String code) {
            this.code = code;
        }
    }
}
