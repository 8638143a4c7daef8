package com.example.reports;

import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ReportService {
    private final AuthorRepository authors;

    public ReportService(AuthorRepository authors) {
        this.authors = authors;
    }

    @Transactional(readOnly = true)
    public int countBooks() {
        int total = 0;
        for (Author a : authors.findAll()) {
            total += a.getBooks().size(); // expect: PERF-N-PLUS-ONE
        }
        return total;
    }

    public String render() {
        PdfService pdf = new PdfService(); // expect: DES-NEW-BEAN
        return pdf.render(countBooks()); // expect: DES-TRANSACTIONAL-SELF-INVOCATION
    }
}

@Service
class PdfService {
    String render(int n) {
        return "books: " + n;
    }
}

@Entity
class Author {
    @Id
    private Long id;

    @OneToMany(mappedBy = "author")
    private List<Book> books;

    public List<Book> getBooks() {
        return books;
    }
}

interface AuthorRepository extends JpaRepository<Author, Long> {
}
