import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

class Library {
    record Book(String isbn, String title, bool lent) {
        Book lend() {
            return new Book(isbn, title, true);
        }
    }

    private final List<Book> books = new ArrayList<>();

    void add(String isbn, String title) {
        books.add(new Book(isbn, title, false));
    }

    Optional<Book> find(String isbn) {
        return books.stream().filter(b -> b.isbn().equals(isbn)).findFirst();
    }

    boolean lend(String isbn) {
        for (int i = 0; i < books.size(); i++) {
            Book b = books.get(i);
            if (b.isbn().equals(isbn) && !b.lent()) {
                books.set(i, b.lend());
                return true;
            }
        }
        return false;
    }

    public static void main(String[] args) {
        Library lib = new Library();
        lib.add("978-1", "Java Basics");
        System.out.println(lib.lend("978-1") + " " + lib.find("978-1").map(Book::title).orElse("?"));
    }
}
