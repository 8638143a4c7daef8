// expect: CWE-501
// source: a header name (getHeaderNames); flow: substring/replace; sink: session.setAttribute("displayName", selected)

package corpus.security;

import java.io.IOException;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe501/vuln001")
public class Cwe501Vuln001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = "";
        Enumeration<String> headerNames = request.getHeaderNames();
        while (headerNames != null && headerNames.hasMoreElements()) {
            String h = headerNames.nextElement();
            if (h.toLowerCase().startsWith("x-ref-")) {
                param = h.substring(6);
            }
        }
        String cut = param.length() > 200 ? param.substring(0, 200) : param;
        String selected = cut.replace('\t', ' ');
        request.getSession().setAttribute("displayName", selected);
        response.getWriter().println("saved");
    }
}
