package com.acme.inventory.web;

import com.acme.inventory.model.Product;
import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.ResponseEntity;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.*;

@RestController
public class InventoryController {
    private ProductRepository productRepository; // expect: DES-REPOSITORY-IN-CONTROLLER

    @Autowired // expect: DES-SETTER-INJECTION
    public void setProductRepository(ProductRepository productRepository) {
        this.productRepository = productRepository;
    }

    @Transactional // expect: DES-TRANSACTIONAL-CONTROLLER
    @PostMapping("/products/{id}/restock")
    public ResponseEntity<Product> restock(@PathVariable Long id, @RequestParam int amount) { // expect: DES-ENTITY-IN-RESPONSE
        Product p = productRepository.findById(id).get(); // expect: QUA-OPTIONAL-GET
        p.setStock(p.getStock() + amount);
        return ResponseEntity.ok(productRepository.save(p));
    }

    @RequestMapping(value = "/products/report") // expect: DES-REQUESTMAPPING-NO-METHOD
    public String report() { // expect: DES-LOGIC-IN-CONTROLLER
        List<Product> all = productRepository.findAll();
        int low = 0;
        double value = 0;
        for (Product p : all) { 
            if (p.getStock() < 5) {
                low++;
            }
            value += p.getStock() * p.getPrice();
        }
        return low + " low, total value " + value;
    }

    @ExceptionHandler(RuntimeException.class) // expect: DES-CATCH-ALL-HANDLER
    public ResponseEntity<String> onError(RuntimeException e) {
        return ResponseEntity.internalServerError().body(e.getMessage());
    }
}

interface ProductRepository extends JpaRepository<Product, Long> {
}
