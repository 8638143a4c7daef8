public class Book {

    private String title;
    private String author;
    private int year;

    public Book(String title, String author, int year) {
        title = title; // expect: QUA-SELF-ASSIGNMENT
        this.author = author;
        this.year = year;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title; // ok: QUA-SELF-ASSIGNMENT
    }

    public String getAuthor() {
        return author;
    }

    public void setAuthor(String author) {
        author = author; // expect: QUA-SELF-ASSIGNMENT
    }

    public int getYear() {
        return year;
    }

    public void setYear(int year) {
        this.year = year;
    }
}
