package com.shop.orders.web;

import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrderController {
    @Autowired // expect: DES-FIELD-INJECTION
    private OrderService orderService;

    @GetMapping("/orders/{customerId}")
    public List<OrderDto> forCustomer(@PathVariable long customerId) {
        return orderService.forCustomer(customerId);
    }
}

record OrderDto(long id, String status) {
}

interface OrderService {
    List<OrderDto> forCustomer(long customerId);
}
