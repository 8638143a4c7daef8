package com.example.shop.web;

import java.net.URI;
import java.util.List;

import jakarta.validation.Valid;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.example.shop.dto.ProductForm;
import com.example.shop.dto.ProductView;
import com.example.shop.service.ProductService;

@RestController
@RequestMapping("/api/products") // ok: DES-REQUESTMAPPING-NO-METHOD
public class ProductController {

    private final ProductService productService; // ok: DES-REPOSITORY-IN-CONTROLLER

    public ProductController(ProductService productService) {
        this.productService = productService;
    }

    @GetMapping
    public List<ProductView> list() { // ok: DES-ENTITY-IN-RESPONSE
        return productService.findAll();
    }

    @GetMapping("/{id}")
    public ResponseEntity<ProductView> get(@PathVariable long id) {
        return productService.find(id)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping
    public ResponseEntity<ProductView> create(@Valid @RequestBody ProductForm form) { // ok: DES-MISSING-VALID
        ProductView created = productService.create(form);
        return ResponseEntity.created(URI.create("/api/products/" + created.id())).body(created);
    }
}
