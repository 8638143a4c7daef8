// expect: none (CWE-117 safe)
// note: code is logged after StringEscapeUtils.escapeJava (CR/LF become \r \n literals)
package com.promohub.coupons;

import org.apache.commons.text.StringEscapeUtils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class CouponController {
    private final CouponRedemptionService service;

    CouponController(CouponRedemptionService service) {
        this.service = service;
    }

    @PostMapping("/coupons/redeem")
    boolean redeem(@RequestBody Redemption redemption) {
        return service.redeem(redemption.code(), redemption.customerId());
    }

    record Redemption(String code, long customerId) {}
}

@Service
public class CouponRedemptionService {
    private static final Logger log = LoggerFactory.getLogger(CouponRedemptionService.class);

    public boolean redeem(String code, long customerId) {
        boolean valid = code != null && code.length() == 10;
        log.debug(String.format("customer %d redeemed coupon '%s' valid=%s", customerId, StringEscapeUtils.escapeJava(code), valid));
        return valid;
    }
}
