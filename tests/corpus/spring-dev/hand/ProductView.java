package com.example.shop.dto;

import java.math.BigDecimal;

import com.example.shop.domain.Product;

public record ProductView(Long id, String name, BigDecimal price) {

    public static ProductView of(Product p) {
        return new ProductView(p.getId(), p.getName(), p.getPrice());
    }
}
