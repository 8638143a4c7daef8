// expect: CWE-78
// source: whole body (getInputStream); flow: StringBuilder; sink: Runtime.exec(String, envp, dir) with "convert " + bar [sink inside private method runTool()]

package corpus.security;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/vuln007")
public class Cwe078Vuln007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void runTool(String bar, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Process proc = Runtime.getRuntime().exec("convert /srv/img/in.png -resize " + bar + " /srv/img/out.png", null, new File("/srv/img"));

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
        byte[] body = request.getInputStream().readAllBytes();
        String userValue = new String(body, StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder();
        sb.append(userValue);
        String bar = sb.toString();
        runTool(bar, request, response);
    }
}
