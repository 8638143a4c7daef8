import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

public final class CleanLibrary {
    private final List<Book> books = new ArrayList<>();

    public void add(Book book) {
        books.add(Objects.requireNonNull(book));
    }

    public Optional<Book> findByTitle(String title) {
        for (Book b : books) {
            if (b.title().equalsIgnoreCase(title)) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }

    public List<Book> byAuthor(String author) {
        if (author == null || author.isBlank()) {
            return Collections.emptyList();
        }
        List<Book> result = new ArrayList<>();
        for (Book b : books) {
            if (author.equals(b.author())) {
                result.add(b);
            }
        }
        return result;
    }

    public String catalogue() {
        StringBuilder sb = new StringBuilder();
        for (Book b : books) {
            sb.append(b.title()).append(" by ").append(b.author()).append('\n');
        }
        return sb.toString();
    }

    public record Book(String title, String author, int year) {
        public Book {
            Objects.requireNonNull(title);
            Objects.requireNonNull(author);
        }
    }
}
