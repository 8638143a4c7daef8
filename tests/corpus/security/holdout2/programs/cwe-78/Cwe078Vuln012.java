// expect: CWE-78
// source: getParameterValues("item")[0]; flow: char loop copying the input; sink: exec(String[]{"cmd.exe","/c","dir " + arg}) [sink inside private method runTool()]

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln012")
public class Cwe078Vuln012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void runTool(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Process proc = Runtime.getRuntime().exec(new String[] {"cmd.exe", "/c", "dir " + arg});

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
        String[] values = request.getParameterValues("item");
        String raw = (values != null && values.length > 0) ? values[0] : "";
        StringBuilder acc = new StringBuilder();
        for (char ch : raw.toCharArray()) {
            if (ch != '\n') {
                acc.append(ch);
            }
        }
        String arg = acc.toString();
        runTool(arg, request, response);
    }
}
