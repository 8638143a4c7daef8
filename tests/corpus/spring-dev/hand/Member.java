package com.example.club.domain;

import java.util.HashSet;
import java.util.Set;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;

@Entity
@NoArgsConstructor
@AllArgsConstructor
@Data // expect: DES-ENTITY-LOMBOK-DATA
public class Member {

    @Id
    private Long id;

    private String fullName;

    @OneToMany(mappedBy = "member")
    private Set<Membership> memberships = new HashSet<>();
}
