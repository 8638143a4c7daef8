// expect: CWE-78
// source: getParameterMap().get("user")[0]; flow: switch on a constant that picks the input; sink: new ProcessBuilder("bash","-c","ping -c 1 " + arg).start() [sink inside static Worker78V10.runTool() of a second top-level class]

package corpus.security;

import java.io.IOException;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln010")
public class Cwe078Vuln010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String userValue = userValues == null ? "" : userValues[0];
        String arg;
        int mode = 2;
        switch (mode) {
            case 1:
                arg = "default";
                break;
            case 2:
                arg = userValue;
                break;
            default:
                arg = "other";
                break;
        }
        Worker78V10.runTool(arg, request, response);
    }
}

final class Worker78V10 {
    private Worker78V10() {
    }

    static void runTool(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "ping -c 1 " + arg);
        pb.redirectErrorStream(true);
        Process proc = pb.start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
