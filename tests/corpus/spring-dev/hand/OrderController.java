package com.example.shop.web;

import java.math.BigDecimal;
import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import com.example.shop.domain.Order;
import com.example.shop.domain.OrderLine;
import com.example.shop.repo.OrderRepository;

@RestController
public class OrderController {

    @Autowired // expect: DES-FIELD-INJECTION
    private OrderRepository orderRepository; // expect: DES-REPOSITORY-IN-CONTROLLER

    @GetMapping("/orders")
    public List<Order> all() { // expect: DES-ENTITY-IN-RESPONSE
        return orderRepository.findAll();
    }

    @GetMapping("/orders/{id}/total")
    public BigDecimal total(@PathVariable Long id) { // expect: DES-LOGIC-IN-CONTROLLER
        Order order = orderRepository.findById(id).get(); // expect: QUA-OPTIONAL-GET
        BigDecimal total = BigDecimal.ZERO;
        for (OrderLine line : order.getLines()) {
            BigDecimal lineTotal = line.getPrice().multiply(BigDecimal.valueOf(line.getQuantity()));
            if (line.getQuantity() >= 10) {
                lineTotal = lineTotal.multiply(new BigDecimal("0.95"));
            }
            total = total.add(lineTotal);
        }
        return total;
    }
}
