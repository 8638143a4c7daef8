package com.example.catalog;

import java.util.List;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/products")
public class ProductController {
    private final ProductService products;

    public ProductController(ProductService products) {
        this.products = products;
    }

    @GetMapping /*@second*/
    public List<ProductDto> list() {
        return products.list();
    }

    @GetMapping /*@fix*/
    public List<ProductDto> search(@RequestParam(required = false) String q) {
        return products.search(q);
    }
}
