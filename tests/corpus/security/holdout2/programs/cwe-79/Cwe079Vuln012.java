// expect: CWE-79
// source: getParameterMap().get("user")[0]; flow: split()[0]; sink: getOutputStream().write(html bytes) [sink inside private method renderPage()]

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln012")
public class Cwe079Vuln012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void renderPage(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html");
        response.getOutputStream().write(("<span>" + arg + "</span>").getBytes(StandardCharsets.UTF_8));
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String received = userValues == null ? "" : userValues[0];
        String[] tokens = received.split(";");
        String arg = tokens[0];
        renderPage(arg, request, response);
    }
}
