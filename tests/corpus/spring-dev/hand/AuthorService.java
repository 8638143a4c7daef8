package com.example.books.service;

import java.util.List;
import java.util.stream.Collectors;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.books.dto.AuthorSummary;
import com.example.books.repo.AuthorRepository;
import com.example.books.repo.BookRepository;

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
        return authors.findAll().stream()
                .map(a -> new AuthorSummary(a.getName(), books.countByAuthorId(a.getId()))) // expect: PERF-N-PLUS-ONE
                .collect(Collectors.toList());
    }

    @Transactional(readOnly = true)
    public String nameOf(Long id) {
        return authors.findById(id).get().getName(); // expect: QUA-OPTIONAL-GET
    }

    @Transactional(readOnly = true)
    public String nameOrUnknown(Long id) {
        return authors.findById(id).map(a -> a.getName()).orElse("unknown"); // ok: QUA-OPTIONAL-GET
    }
}
