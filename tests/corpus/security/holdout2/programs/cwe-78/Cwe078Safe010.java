// expect: none (CWE-78 safe)
// safe: allow-list Set.contains with early return (source getQueryString() parsed by hand for "term"; sink: ProcessBuilder(List sh -c "tar ... " + selected) [sink inside static Worker78S10.runTool() of a second top-level class])

package corpus.security;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe010")
public class Cwe078Safe010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Set<String> ALLOWED = Set.of("alpha", "beta", "gamma");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String query = request.getQueryString();
        String received = "";
        if (query != null) {
            for (String pair : query.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0 && pair.substring(0, eq).equals("term")) {
                    received = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                }
            }
        }
        if (!ALLOWED.contains(received)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String selected = received;
        Worker78S10.runTool(selected, request, response);
    }
}

final class Worker78S10 {
    private Worker78S10() {
    }

    static void runTool(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        List<String> command = new ArrayList<>();
        command.add("sh");
        command.add("-c");
        command.add("tar czf /tmp/backup.tgz /srv/data/" + selected);
        Process proc = new ProcessBuilder(command).start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
