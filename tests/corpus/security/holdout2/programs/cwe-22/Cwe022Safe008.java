// expect: none (CWE-22 safe)
// safe: List: takes the constant element, not the input (source getParameter("name"); sink: new File(BASE_DIR, selected) -> FileInputStream)

package corpus.security;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe008")
public class Cwe022Safe008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String BASE_DIR = "/var/app/uploads/";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = request.getParameter("name");
        if (input == null) {
            input = "";
        }
        List<String> items = new ArrayList<>();
        items.add("first");
        items.add(input);
        String selected = items.get(0);
        File file = new File(BASE_DIR, selected);
        try (InputStream in = new FileInputStream(file)) {
            in.transferTo(response.getOutputStream());
        }
    }
}
