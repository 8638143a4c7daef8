// expect: CWE-501
// source: getHeader("X-Account"); flow: instance field; sink: session.setAttribute("displayName", data)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe501/vuln011")
public class Cwe501Vuln011 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String lastInput;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = request.getHeader("X-Account");
        if (input == null) {
            input = "";
        }
        this.lastInput = input;
        String data = this.lastInput;
        request.getSession().setAttribute("displayName", data);
        response.getWriter().println("saved");
    }
}
