package com.acme.orders;

import jakarta.validation.Valid;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
public class CleanOrderController {
    private final CleanOrderService service;

    public CleanOrderController(CleanOrderService service) {
        this.service = service;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public OrderDto place(@Valid @RequestBody NewOrder request) {
        return service.place(request);
    }

    @GetMapping(params = "customer")
    public List<OrderDto> byCustomer(@RequestParam String customer) {
        return service.forCustomer(customer);
    }

    @GetMapping("/{id}")
    public OrderDto get(@PathVariable Long id) {
        return service.get(id);
    }
}
