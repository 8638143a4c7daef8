// expect: CWE-22
// source: getPathInfo(); flow: static method of a second top-level class; sink: FileOutputStream(DIR + data) write

package corpus.security;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/vuln003/*")
public class Cwe022Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String NOTES_DIR = "/var/app/notes/";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String received = pathInfo == null ? "" : pathInfo.substring(1);
        String data = InputNormalizer22V3.collapse(received);
        try (FileOutputStream out = new FileOutputStream(NOTES_DIR + data)) {
            out.write("saved\n".getBytes(StandardCharsets.UTF_8));
        }
        response.getWriter().println("note stored");
    }
}

final class InputNormalizer22V3 {
    private InputNormalizer22V3() {
    }

    static String collapse(String s) {
        return s.replaceAll("\\s+", " ");
    }
}
