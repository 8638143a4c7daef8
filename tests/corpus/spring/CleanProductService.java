package com.example.catalog.service;

import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class CleanProductService {
    private final ProductRepository repository;
    private final PriceCalculator prices;

    public CleanProductService(ProductRepository repository, PriceCalculator prices) {
        this.repository = repository;
        this.prices = prices;
    }

    @Transactional(readOnly = true)
    public List<ProductDto> list() {
        return repository.findAll().stream().map(ProductDto::from).toList();
    }

    @Transactional(readOnly = true)
    public ProductDto get(Long id) {
        return repository.findById(id).map(ProductDto::from).orElseThrow(() -> new ProductNotFoundException(id));
    }

    @Transactional
    public ProductDto create(CreateProductRequest request) {
        Product p = new Product(request.name(), prices.gross(request.netPrice()));
        return ProductDto.from(repository.save(p));
    }

    @Transactional
    public void delete(Long id) {
        repository.deleteById(id);
    }
}
