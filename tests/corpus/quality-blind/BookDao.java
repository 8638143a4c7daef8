package library.dao;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

public class BookDao {
    private final DataSource dataSource;

    public BookDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<Book> findByAuthor(String author) throws SQLException {
        List<Book> books = new ArrayList<>();
        Connection con = dataSource.getConnection();
        PreparedStatement ps = null;
        ResultSet rs = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            ps = con.prepareStatement("SELECT isbn, title, author FROM book WHERE author = ?");
            ps.setString(1, author);
            rs = ps.executeQuery();
            while (rs.next()) {
                books.add(new Book(rs.getString("isbn"), rs.getString("title"), rs.getString("author")));
            }
        } finally {
            if (rs != null) {
                rs.close();
            }
            if (ps != null) {
                ps.close();
            }
            con.close();
        }
        System.out.println("found " + books.size() + " books"); // expect: STY-SYSTEM-OUT
        return books;
    }

    public int countAll() {
        try (Connection con = dataSource.getConnection();
             PreparedStatement ps = con.prepareStatement("SELECT COUNT(*) FROM book");
             ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getInt(1) : 0;
        } catch (SQLException e) {
            e.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
            return -1;
        }
    }

    public boolean delete(String isbn) throws SQLException {
        try (Connection con = dataSource.getConnection();
             PreparedStatement ps = con.prepareStatement("DELETE FROM book WHERE isbn = ?")) {
            ps.setString(1, isbn);
            return ps.executeUpdate() == 1;
        }
    }
}

record Book(String isbn, String title, String author) {
}
