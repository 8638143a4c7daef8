package com.example.orders;

import org.springframework.web.bind.annotation.*;

@RestController
public class OrderController {
    @PostMapping("/orders")
    public String create(@RequestBody OrderRequest request) {
        return "ok " + request.getQuantity();
    }
}

class OrderRequest {
    private String product;
    private int quantity;
    private int priority;

    public String getProduct() { return product; }
    public int getQuantity() { return quantity; }
    public int getPriority() { return priority; }
}
