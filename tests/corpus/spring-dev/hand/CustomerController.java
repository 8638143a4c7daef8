package com.example.crm.web;

import jakarta.validation.Valid;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RestController;

import com.example.crm.dto.CustomerForm;
import com.example.crm.dto.CustomerView;
import com.example.crm.service.CustomerService;

@RestController
@RequestMapping("/api/customers") // ok: DES-REQUESTMAPPING-NO-METHOD
public class CustomerController {

    private final CustomerService customerService;

    public CustomerController(CustomerService customerService) {
        this.customerService = customerService;
    }

    @RequestMapping("/{id}") // expect: DES-REQUESTMAPPING-NO-METHOD
    public CustomerView get(@PathVariable long id) {
        return customerService.get(id);
    }

    @RequestMapping(method = RequestMethod.POST) // ok: DES-REQUESTMAPPING-NO-METHOD
    public ResponseEntity<CustomerView> create(@RequestBody CustomerForm form) { // expect: DES-MISSING-VALID
        return ResponseEntity.ok(customerService.create(form));
    }

    @RequestMapping(value = "/{id}", method = RequestMethod.PUT)
    public CustomerView update(@PathVariable long id, @Valid @RequestBody CustomerForm form) { // ok: DES-MISSING-VALID
        return customerService.update(id, form);
    }
}
