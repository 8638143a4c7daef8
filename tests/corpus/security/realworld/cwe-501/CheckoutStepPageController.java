// expect: none (CWE-501 safe)
// note: coupon stored in the session only after validation returns a server-side Coupon object
package com.shopfront.checkout;

import jakarta.servlet.http.HttpSession;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class CheckoutStepPageController {

    private final CouponService coupons;

    public CheckoutStepPageController(CouponService coupons) {
        this.coupons = coupons;
    }

    @PostMapping("/checkout/coupon")
    public String apply(@RequestParam String coupon, HttpSession session) {
        Coupon valid = coupons.validate(coupon);
        if (valid == null) {
            return "redirect:/checkout?couponError";
        }
        session.setAttribute("appliedCouponId", valid.id());
        return "redirect:/checkout";
    }
}

record Coupon(long id, int percentOff) {}

interface CouponService {
    Coupon validate(String code);
}
