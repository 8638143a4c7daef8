// expect: CWE-78
// source: getQueryString() parsed by hand for "term"; flow: if on a constant that runs the tainted branch; sink: ProcessBuilder(List sh -c "tar ... " + cleaned)

package corpus.security;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln011")
public class Cwe078Vuln011 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean STRICT = false;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String query = request.getQueryString();
        String param = "";
        if (query != null) {
            for (String pair : query.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0 && pair.substring(0, eq).equals("term")) {
                    param = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                }
            }
        }
        String cleaned = "n/a";
        if (!STRICT) {
            cleaned = param;
        }
        List<String> command = new ArrayList<>();
        command.add("sh");
        command.add("-c");
        command.add("tar czf /tmp/backup.tgz /srv/data/" + cleaned);
        Process proc = new ProcessBuilder(command).start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
