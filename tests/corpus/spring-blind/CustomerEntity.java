package com.crm.customers;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import lombok.Data;

@Data // expect: DES-ENTITY-LOMBOK-DATA
@Entity
public class CustomerEntity {
    @Id
    @GeneratedValue
    private Long id;
    private String name;
    private String email;
}
