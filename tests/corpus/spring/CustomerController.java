package com.example.crm.web;

import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/customers")
public class CustomerController {
    @Autowired // expect: DES-FIELD-INJECTION
    private CustomerRepository repository; // expect: DES-REPOSITORY-IN-CONTROLLER

    @GetMapping
    @Transactional(readOnly = true) // expect: DES-TRANSACTIONAL-CONTROLLER
    public List<Customer> all() { // expect: DES-ENTITY-IN-RESPONSE
        return repository.findAll();
    }

    @GetMapping("/{id}")
    public CustomerDto one(@PathVariable Long id) {
        Customer c = repository.findById(id).get(); // expect: QUA-OPTIONAL-GET
        return new CustomerDto(c.getId(), c.getName());
    }

    @ExceptionHandler(Exception.class) // expect: DES-CATCH-ALL-HANDLER
    public ResponseEntity<String> handle(Exception e) {
        return ResponseEntity.badRequest().body("error");
    }
}

interface CustomerRepository extends JpaRepository<Customer, Long> {
}

record CustomerDto(Long id, String name) {
}
