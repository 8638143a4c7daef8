package com.example.library.web;

import com.example.library.entity.Author;
import com.example.library.repository.AuthorRepository;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/authors")
public class AuthorController {
    private final AuthorRepository authors;

    public AuthorController(AuthorRepository authors) {
        this.authors = authors;
    }

    @GetMapping("/{id}/books/count")
    public int bookCount(@PathVariable Long id) {
        Author author = authors.findById(id).orElseThrow(); /*@second*/
        return author.getBooks().size(); /*@fix*/
    }
}
