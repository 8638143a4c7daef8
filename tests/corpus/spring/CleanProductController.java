package com.example.catalog.web;

import jakarta.validation.Valid;
import java.net.URI;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/products")
public class CleanProductController {
    private final ProductService products;

    public CleanProductController(ProductService products) {
        this.products = products;
    }

    @GetMapping
    public List<ProductDto> list() {
        return products.list();
    }

    @GetMapping("/{id}")
    public ProductDto get(@PathVariable Long id) {
        return products.get(id);
    }

    @PostMapping
    public ResponseEntity<ProductDto> create(@Valid @RequestBody CreateProductRequest request) {
        ProductDto created = products.create(request);
        return ResponseEntity.created(URI.create("/api/products/" + created.id())).body(created);
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> delete(@PathVariable Long id) {
        products.delete(id);
        return ResponseEntity.noContent().build();
    }
}
