import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class BookController {

    @Autowired // expect: DES-FIELD-INJECTION
    private BookRepository repository; // expect: DES-REPOSITORY-IN-CONTROLLER

    @GetMapping("/books")
    public List<Book> all() { // expect: DES-ENTITY-IN-RESPONSE
        return repository.findAll();
    }
}

interface BookRepository extends org.springframework.data.jpa.repository.JpaRepository<Book, Long> {
}

@jakarta.persistence.Entity
class Book {
    @jakarta.persistence.Id
    private Long id;
    private String title;

    public Long getId() {
        return id;
    }

    public String getTitle() {
        return title;
    }
}
