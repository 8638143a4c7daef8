// expect: none (CWE-470 safe)
// note: provider name from the request is looked up in an allow-list Map of known classes; unknown names are rejected before newInstance
package com.checkout.payments;

import java.util.Map;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PaymentProviderRegistry {
    private static final Map<String, Class<? extends PaymentProvider>> PROVIDERS = Map.of(
            "card", CardProvider.class,
            "sepa", SepaProvider.class);

    @PostMapping("/checkout/pay")
    public String pay(@RequestParam String provider, @RequestParam long orderId) throws ReflectiveOperationException {
        Class<? extends PaymentProvider> type = PROVIDERS.get(provider);
        if (type == null) {
            throw new IllegalArgumentException("unknown provider");
        }
        return type.getDeclaredConstructor().newInstance().charge(orderId);
    }
}

interface PaymentProvider {
    String charge(long orderId);
}

class CardProvider implements PaymentProvider {
    @Override
    public String charge(long orderId) {
        return "card:" + orderId;
    }
}

class SepaProvider implements PaymentProvider {
    @Override
    public String charge(long orderId) {
        return "sepa:" + orderId;
    }
}
