package com.example.shop.web;

import com.example.shop.entity.Order;
import com.example.shop.service.OrderService;
import java.util.List;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
@Transactional // expect: DES-TRANSACTIONAL-CONTROLLER
public class OrderController {
    private final OrderService orders;

    public OrderController(OrderService orders) {
        this.orders = orders;
    }

    @GetMapping("/{id}")
    public Order get(@PathVariable Long id) { // expect: DES-ENTITY-IN-RESPONSE
        return orders.find(id);
    }

    @GetMapping("/total")
    public double total(@RequestParam String customer) { // expect: DES-LOGIC-IN-CONTROLLER
        double sum = 0;
        for (Order o : orders.byCustomer(customer)) {
            if (o.isPaid()) {
                sum += o.getAmount() * (1 + o.getTaxRate());
            }
        }
        return sum;
    }

    @RequestMapping("/export") // expect: DES-REQUESTMAPPING-NO-METHOD
    public String export() {
        return orders.exportCsv();
    }

    @PostMapping
    public ResponseEntity<String> create(@RequestBody OrderRequest request) { // expect: DES-MISSING-VALID
        try {
            orders.place(request);
            return ResponseEntity.ok("created");
        } catch (Exception e) { // expect: DES-CATCH-ALL-HANDLER
            return ResponseEntity.status(500).body("failed");
        }
    }
}
