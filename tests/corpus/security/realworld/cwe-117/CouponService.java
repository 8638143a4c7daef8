// expect: CWE-117 @ 34
// note: @RequestBody record field code flows into CouponService.redeem and is logged with String.format in a log.debug
package com.promohub.coupons;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class CouponController {
    private final CouponService service;

    CouponController(CouponService service) {
        this.service = service;
    }

    @PostMapping("/coupons/redeem")
    boolean redeem(@RequestBody Redemption redemption) {
        return service.redeem(redemption.code(), redemption.customerId());
    }

    record Redemption(String code, long customerId) {}
}

@Service
public class CouponService {
    private static final Logger log = LoggerFactory.getLogger(CouponService.class);

    public boolean redeem(String code, long customerId) {
        boolean valid = code != null && code.length() == 10;
        log.debug(String.format("customer %d redeemed coupon '%s' valid=%s", customerId, code, valid));
        return valid;
    }
}
