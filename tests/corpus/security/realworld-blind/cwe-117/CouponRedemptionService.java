// expect: none (CWE-117 safe)
// note: only numeric ids (long customerId, UUID) and a constant outcome are logged; the coupon code itself is never logged
package com.grocery.promotions;

import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@Service
public class CouponRedemptionService {
    private static final Logger log = LoggerFactory.getLogger(CouponRedemptionService.class);

    private final CouponStore store;

    public CouponRedemptionService(CouponStore store) {
        this.store = store;
    }

    public boolean redeem(long customerId, String code) {
        UUID couponId = store.lookup(code);
        if (couponId == null) {
            log.info("Coupon redemption rejected for customer {}", customerId);
            return false;
        }
        store.markRedeemed(couponId, customerId);
        log.info("Coupon {} redeemed by customer {}", couponId, customerId);
        return true;
    }
}

@RestController
class CouponController {
    private final CouponRedemptionService service;

    CouponController(CouponRedemptionService service) {
        this.service = service;
    }

    @PostMapping("/customers/{id}/coupons")
    boolean redeem(@PathVariable long id, @RequestParam String code) {
        return service.redeem(id, code);
    }
}

interface CouponStore {
    UUID lookup(String code);

    void markRedeemed(UUID couponId, long customerId);
}
