// expect: none (CWE-501 safe)
// safe: input only checked; a constant flag is stored (source a header name (getHeaderNames); flow: array element holding the input)

package corpus.security;

import java.io.IOException;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/safe005")
public class Cwe501Safe005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received = "";
        Enumeration<String> headerNames = request.getHeaderNames();
        while (headerNames != null && headerNames.hasMoreElements()) {
            String h = headerNames.nextElement();
            if (h.toLowerCase().startsWith("x-ref-")) {
                received = h.substring(6);
            }
        }
        String[] parts = new String[] {"guest", received, "end"};
        String bar = parts[1];
        if (bar.length() > 100) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        HttpSession session = request.getSession();
        session.setAttribute("greeted", Boolean.TRUE);
        response.getWriter().println("ok");
    }
}
