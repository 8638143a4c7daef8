// expect: none (CWE-78 safe)
// safe: allow-list of tool names [sink inside private method runTool()] (source first line of the body (getReader); flow: switch on a constant that picks the input)

package corpus.security;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.Set;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe003")
public class Cwe078Safe003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final Set<String> TOOLS = Set.of("uptime", "date", "whoami");

    private void runTool(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        if (!TOOLS.contains(data)) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Process proc = new ProcessBuilder("/usr/bin/" + data).start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            userValue = line == null ? "" : line.trim();
        }
        String data;
        int mode = 2;
        switch (mode) {
            case 1:
                data = "default";
                break;
            case 2:
                data = userValue;
                break;
            default:
                data = "other";
                break;
        }
        runTool(data, request, response);
    }
}
