package com.example.pay;

import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;

interface PaymentProvider {
    String charge(long cents);
}

@Component
class StripeProvider implements PaymentProvider {
    public String charge(long cents) {
        return "stripe:" + cents;
    }
}

@Component
class PaypalProvider implements PaymentProvider {
    public String charge(long cents) {
        return "paypal:" + cents;
    }
}

@Service
public class CheckoutService {
    private final PaymentProvider provider;

    public CheckoutService(PaymentProvider provider) {
        this.provider = provider;
    }
}
