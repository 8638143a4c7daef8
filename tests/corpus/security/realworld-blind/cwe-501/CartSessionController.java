// expect: CWE-501 @ 15
// note: promo code from the request stored directly as a session attribute later trusted by checkout
package com.shop.cart;

import jakarta.servlet.http.HttpSession;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CartSessionController {

    @PostMapping("/cart/promo")
    public String applyPromo(@RequestParam("code") String code, HttpSession session) {
        session.setAttribute("appliedPromo", code);
        return "ok";
    }
}
