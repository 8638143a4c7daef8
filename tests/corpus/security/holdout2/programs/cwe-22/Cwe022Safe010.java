// expect: none (CWE-22 safe)
// safe: Map: reads a different (constant) key (source value of cookie "pref" (getCookies); sink: FileOutputStream(DIR + arg) write [sink inside static Worker22S10.serveFile() of a second top-level class])

package corpus.security;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe010")
public class Cwe022Safe010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = "anonymous";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("pref".equals(c.getName())) {
                    raw = c.getValue();
                }
            }
        }
        Map<String, String> fields = new HashMap<>();
        fields.put("input", raw);
        fields.put("mode", "read");
        String arg = fields.get("mode");
        Worker22S10.serveFile(arg, request, response);
    }
}

final class Worker22S10 {
    private static final String NOTES_DIR = "/var/app/notes/";

    private Worker22S10() {
    }

    static void serveFile(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try (FileOutputStream out = new FileOutputStream(NOTES_DIR + arg)) {
            out.write("saved\n".getBytes(StandardCharsets.UTF_8));
        }
        response.getWriter().println("note stored");
    }
}
