// expect: none (CWE-89 safe)
// note: Spring Data @Query with :name named parameter; the user value never becomes SQL text
package com.procurement.suppliers;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

public interface SupplierRepository extends JpaRepository<Supplier, Long> {

    @Query("select s from Supplier s where lower(s.name) like lower(concat('%', :name, '%')) and s.blocked = false")
    List<Supplier> searchByName(@Param("name") String name);

    List<Supplier> findByCountryCodeOrderByNameAsc(String countryCode);
}

@RestController
class SupplierController {
    private final SupplierRepository repository;

    SupplierController(SupplierRepository repository) {
        this.repository = repository;
    }

    @GetMapping("/suppliers")
    List<Supplier> search(@RequestParam String name) {
        return repository.searchByName(name);
    }
}
