import java.util.*;

class Book {
    String title; 
    String isbn;
    int year;

    Book(String title, String isbn, int year) {
        this.title = title;
        this.isbn = isbn;
        this.year = year;
    }

    public boolean equals(Object other) { // expect: QUA-EQUALS-WITHOUT-HASHCODE, QUA-MISSING-OVERRIDE
        if (other == null) return false;
        Book b = (Book) other;
        return isbn.equals(b.isbn);
    }

    public String toString() { // expect: QUA-MISSING-OVERRIDE
        return title + " (" + year + ")";
    }
}

public class Library {
    private List<Book> books = new ArrayList<Book>(); // expect: QUA-FIELD-COULD-BE-FINAL

    public void removeOld(int before) {
        for (Book b : books) {
            if (b.year < before) {
                books.remove(b); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    public Book find(String isbn) {
        for (Book b : books) {
            if (b.isbn == isbn) {
                return b;
            }
        }
        return null;
    }

    public boolean contains(Book book) {
        if (book != null && book.equals(null)) { // expect: QUA-EQUALS-NULL
            return false;
        }
        return books.contains(book);
    }

    public void print() {
        Book[] arr = books.toArray(new Book[0]);
        System.out.println("Books: " + arr); // expect: QUA-ARRAY-TO-STRING
    }

    public int count(String word) {
        int c = 0;
        for (Book b : books) {
            if (b.title.toLowerCase().contains(word.toLowerCase())) c++;
        }
        int unused = c * 2; // expect: QUA-UNUSED-LOCAL
        return c;
    }
}
