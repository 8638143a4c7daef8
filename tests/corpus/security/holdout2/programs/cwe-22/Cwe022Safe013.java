// expect: none (CWE-22 safe)
// safe: File.getName() keeps only the last segment; dot names rejected (source getHeader("X-Account"); flow: Optional.map)

package corpus.security;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe013")
public class Cwe022Safe013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String BASE_DIR = "/var/app/uploads/";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = request.getHeader("X-Account");
        if (userValue == null) {
            userValue = "";
        }
        String cleaned = Optional.ofNullable(userValue).map(String::trim).orElse("");
        String name = new File(cleaned).getName();
        if (name.isEmpty() || name.startsWith(".")) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        try (InputStream in = new FileInputStream(new File(BASE_DIR, name))) {
            in.transferTo(response.getOutputStream());
        }
    }
}
