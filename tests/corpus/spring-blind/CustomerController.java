package com.crm.customers.web;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CustomerController {
    private final CustomerService customers;

    public CustomerController(CustomerService customers) {
        this.customers = customers;
    }

    @PostMapping("/customers")
    public CustomerView create(@RequestBody CustomerForm form) { // expect: DES-MISSING-VALID
        return customers.create(form);
    }

    @PutMapping("/customers/{id}")
    public CustomerView update(@PathVariable long id, @Valid @RequestBody CustomerForm form) { // ok: DES-MISSING-VALID
        return customers.update(id, form);
    }

    @GetMapping("/customers/all")
    public List<Customer> all() { // expect: DES-ENTITY-IN-RESPONSE
        return customers.allEntities();
    }
}

record CustomerForm(@NotBlank String name, @Email String email) {
}

record CustomerView(long id, String name) {
}

@jakarta.persistence.Entity
class Customer {
    @jakarta.persistence.Id
    Long id;
    String name;
}

interface CustomerService {
    CustomerView create(CustomerForm form);

    CustomerView update(long id, CustomerForm form);

    List<Customer> allEntities();
}
