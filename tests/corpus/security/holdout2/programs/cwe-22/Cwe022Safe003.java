// expect: none (CWE-22 safe)
// safe: File.getName() keeps only the last segment; dot names rejected [sink inside private method serveFile()] (source getQueryString() parsed by hand for "term"; flow: StringBuilder)

package corpus.security;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe003")
public class Cwe022Safe003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String BASE_DIR = "/var/app/uploads/";

    private void serveFile(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String name = new File(bar).getName();
        if (name.isEmpty() || name.startsWith(".")) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        try (InputStream in = new FileInputStream(new File(BASE_DIR, name))) {
            in.transferTo(response.getOutputStream());
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String query = request.getQueryString();
        String input = "";
        if (query != null) {
            for (String pair : query.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0 && pair.substring(0, eq).equals("term")) {
                    input = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(input);
        String bar = sb.toString();
        serveFile(bar, request, response);
    }
}
