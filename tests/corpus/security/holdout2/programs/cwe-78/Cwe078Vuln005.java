// expect: CWE-78
// source: getPathInfo(); flow: List, element holding the input; sink: exec(String[]{"cmd.exe","/c","dir " + bar}) [sink inside static Worker78V5.runTool() of a second top-level class]

package corpus.security;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln005/*")
public class Cwe078Vuln005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String input = pathInfo == null ? "" : pathInfo.substring(1);
        List<String> items = new ArrayList<>();
        items.add("first");
        items.add(input);
        String bar = items.get(items.size() - 1);
        Worker78V5.runTool(bar, request, response);
    }
}

final class Worker78V5 {
    private Worker78V5() {
    }

    static void runTool(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Process proc = Runtime.getRuntime().exec(new String[] {"cmd.exe", "/c", "dir " + bar});

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
