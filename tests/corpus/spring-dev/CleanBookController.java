import java.util.List;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/books")
public class CleanBookController {

    private final BookService books;

    public CleanBookController(BookService books) {
        this.books = books;
    }

    @GetMapping
    public List<BookView> list() { // ok: DES-ENTITY-IN-RESPONSE
        return books.findAll().stream().map(BookView::of).toList();
    }

    @GetMapping("/{id}")
    public BookView one(@PathVariable long id) { // ok: DES-ENTITY-IN-RESPONSE
        return BookView.of(books.get(id));
    }

    public record BookView(long id, String title) {
        static BookView of(Book b) {
            return new BookView(b.getId(), b.getTitle());
        }
    }
}
