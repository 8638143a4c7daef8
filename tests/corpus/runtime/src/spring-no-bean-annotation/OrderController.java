package com.example.shop;

import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
public class OrderController {
    private final OrderService orderService;

    public OrderController(OrderService orderService) { /*@second*/
        this.orderService = orderService;
    }

    @GetMapping
    public java.util.List<String> all() {
        return orderService.names();
    }
}

public class OrderService { /*@fix*/
    public java.util.List<String> names() {
        return java.util.List.of("a", "b");
    }
}
