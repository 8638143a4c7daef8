package com.library.authors;

import java.util.ArrayList;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class AuthorService {
    private final AuthorRepository authors;
    private final BookRepository books;

    public AuthorService(AuthorRepository authors, BookRepository books) {
        this.authors = authors;
        this.books = books;
    }

    @Transactional(readOnly = true)
    public List<AuthorSummary> summaries() {
        List<AuthorSummary> result = new ArrayList<>();
        for (Author author : authors.findAll()) {
            long count = books.countByAuthorId(author.getId()); // expect: PERF-N-PLUS-ONE
            result.add(new AuthorSummary(author.getName(), count));
        }
        return result;
    }

    @Transactional(readOnly = true)
    public String nameOf(Long id) {
        return authors.findById(id).get().getName(); // expect: QUA-OPTIONAL-GET
    }

    @Transactional(readOnly = true)
    public String nameOrUnknown(Long id) {
        return authors.findById(id).map(Author::getName).orElse("unknown"); // ok: QUA-OPTIONAL-GET
    }
}

record AuthorSummary(String name, long books) {
}

interface AuthorRepository extends org.springframework.data.jpa.repository.JpaRepository<Author, Long> {
}

interface BookRepository {
    long countByAuthorId(Long authorId);
}

@jakarta.persistence.Entity
class Author {
    @jakarta.persistence.Id
    @jakarta.persistence.GeneratedValue
    private Long id;
    private String name;

    public void setName(String name) {
        this.name = name;
    }

    public Long getId() {
        return id;
    }

    public String getName() {
        return name;
    }
}
