// expect: CWE-501
// source: first line of the body (getReader); flow: array element holding the input; sink: input used as the session attribute name [sink inside private method rememberInSession()]

package corpus.security;

import java.io.BufferedReader;
import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/vuln012")
public class Cwe501Vuln012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void rememberInSession(String cleaned, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        HttpSession session = request.getSession(true);
        session.setAttribute("cart." + cleaned, Boolean.TRUE);
        response.getWriter().println("added");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            received = line == null ? "" : line.trim();
        }
        String[] parts = new String[] {"guest", received, "end"};
        String cleaned = parts[1];
        rememberInSession(cleaned, request, response);
    }
}
