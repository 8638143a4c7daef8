// expect: none (CWE-22 safe)
// safe: input is only a key into a fixed map of file names [sink inside static Worker22S9.serveFile() of a second top-level class] (source a parameter name (getParameterNames); flow: Base64 encode/decode round trip)

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Base64;
import java.util.Enumeration;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe009")
public class Cwe022Safe009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                received = n.substring(4);
                break;
            }
        }
        String encoded = Base64.getEncoder().encodeToString(received.getBytes(StandardCharsets.UTF_8));
        String bar = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        Worker22S9.serveFile(bar, request, response);
    }
}

final class Worker22S9 {
    private static final Map<String, String> DOCS = Map.of("terms", "terms-v3.html", "privacy", "privacy-v2.html");

    private Worker22S9() {
    }

    static void serveFile(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String fileName = DOCS.get(bar);
        if (fileName == null) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        response.getOutputStream().write(Files.readAllBytes(Paths.get("/srv/docs", fileName)));
    }
}
