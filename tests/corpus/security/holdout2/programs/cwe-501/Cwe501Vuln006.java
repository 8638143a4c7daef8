// expect: CWE-501
// source: first value of getHeaders("X-Tag"); flow: direct; sink: session.setAttribute("displayName", arg)

package corpus.security;

import java.io.IOException;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe501/vuln006")
public class Cwe501Vuln006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = "";
        Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
        if (tagHeaders != null && tagHeaders.hasMoreElements()) {
            param = tagHeaders.nextElement();
        }
        String arg = param;
        request.getSession().setAttribute("displayName", arg);
        response.getWriter().println("saved");
    }
}
