// expect: CWE-79
// source: getParameterValues("item")[0]; flow: Map, same key; sink: getWriter().write(<input value=bar>)

package corpus.security;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe79/vuln003")
public class Cwe079Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String input = (values != null && values.length > 0) ? values[0] : "";
        Map<String, String> fields = new HashMap<>();
        fields.put("input", input);
        fields.put("mode", "read");
        String bar = fields.get("input");
        response.setContentType("text/html");
        response.getWriter().write("<input name=\"q\" value=\"" + bar + "\">");
    }
}
