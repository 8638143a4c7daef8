// expect: none (CWE-78 safe)
// safe: constant command; the input only selects the report title [sink inside static Worker78S9.runTool() of a second top-level class] (source getHeader("X-Account"); flow: substring/replace)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe009")
public class Cwe078Safe009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = request.getHeader("X-Account");
        if (param == null) {
            param = "";
        }
        String cut = param.length() > 200 ? param.substring(0, 200) : param;
        String selected = cut.replace('\t', ' ');
        Worker78S9.runTool(selected, request, response);
    }
}

final class Worker78S9 {
    private Worker78S9() {
    }

    static void runTool(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String title = selected.isEmpty() ? "Disk usage" : "Disk usage report";
        Process proc = new ProcessBuilder("df", "-h").start();
        response.getWriter().println(title);

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
