// expect: none (CWE-601 safe)
// note: redirect target is built from a constant path plus a numeric order id; the user's "next" text is never used as URL
package com.shop.checkout;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;

@Controller
public class OrderConfirmationController {
    private final CheckoutService checkout;

    public OrderConfirmationController(CheckoutService checkout) {
        this.checkout = checkout;
    }

    @PostMapping("/checkout/{cartId}/confirm")
    public String confirm(@PathVariable long cartId) {
        long orderId = checkout.placeOrder(cartId);
        return "redirect:/orders/" + orderId + "/thank-you";
    }
}

interface CheckoutService {
    long placeOrder(long cartId);
}
