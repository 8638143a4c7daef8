package com.example.shop.service;

import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.shop.domain.Product;
import com.example.shop.dto.ProductForm;
import com.example.shop.dto.ProductView;
import com.example.shop.repo.ProductRepository;

@Service
@Transactional(readOnly = true)
public class ProductService {

    private final ProductRepository products;

    public ProductService(ProductRepository products) {
        this.products = products;
    }

    public List<ProductView> findAll() {
        return products.findAll().stream().map(ProductView::of).toList();
    }

    public Optional<ProductView> find(long id) {
        return products.findById(id).map(ProductView::of);
    }

    @Transactional // ok: DES-TRANSACTIONAL-PRIVATE
    public ProductView create(ProductForm form) {
        Product p = new Product();
        p.setName(form.name());
        p.setPrice(form.price());
        return ProductView.of(products.save(p));
    }
}
