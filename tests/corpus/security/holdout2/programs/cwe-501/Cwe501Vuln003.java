// expect: CWE-501
// source: a parameter name (getParameterNames); flow: stream over split parts joined back; sink: deprecated HttpSession.putValue

package corpus.security;

import java.io.IOException;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.stream.Collectors;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/vuln003")
public class Cwe501Vuln003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                input = n.substring(4);
                break;
            }
        }
        String selected = Arrays.stream(input.split(",")).map(String::trim).collect(Collectors.joining(","));
        HttpSession session = request.getSession();
        session.putValue("lastSearch", selected);
        response.getWriter().println("remembered");
    }
}
