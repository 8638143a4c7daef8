package com.example.library;

import jakarta.persistence.*;
import java.util.List;
import lombok.Data;

@Entity
@Data // expect: DES-ENTITY-LOMBOK-DATA
public class Author {
    @Id
    @GeneratedValue
    private Long id;

    private String name;

    @OneToMany(mappedBy = "author")
    private List<Book> books;
}
