package com.example.crm;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

public interface CustomerRepository extends JpaRepository<Customer, Long> {
    Optional<Customer> findByLastName(String lastName); /*@fix*/

    Optional<Customer> findByEmail(String email);
}
