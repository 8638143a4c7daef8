// expect: CWE-501 @ 21
// note: @RequestParam coupon stored in the HttpSession as a trusted attribute
package com.shopfront.checkout;

import jakarta.servlet.http.HttpSession;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class CheckoutStepController {

    private final CouponService coupons;

    public CheckoutStepController(CouponService coupons) {
        this.coupons = coupons;
    }

    @PostMapping("/checkout/coupon")
    public String apply(@RequestParam String coupon, HttpSession session) {
        session.setAttribute("appliedCoupon", coupon);
        return "redirect:/checkout";
    }
}

record Coupon(long id, int percentOff) {}

interface CouponService {
    Coupon validate(String code);
}
