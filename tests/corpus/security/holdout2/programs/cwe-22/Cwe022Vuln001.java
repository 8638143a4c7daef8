// expect: CWE-22
// source: getParameter("name"); flow: direct; sink: new File(BASE_DIR, data) -> FileInputStream

package corpus.security;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/vuln001")
public class Cwe022Vuln001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String BASE_DIR = "/var/app/uploads/";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = request.getParameter("name");
        if (raw == null) {
            raw = "";
        }
        String data = raw;
        File file = new File(BASE_DIR, data);
        try (InputStream in = new FileInputStream(file)) {
            in.transferTo(response.getOutputStream());
        }
    }
}
