// expect: CWE-501
// source: getParameterValues("item")[0]; flow: List, element holding the input; sink: deprecated HttpSession.putValue

package corpus.security;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/vuln013")
public class Cwe501Vuln013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String userValue = (values != null && values.length > 0) ? values[0] : "";
        List<String> items = new ArrayList<>();
        items.add("first");
        items.add(userValue);
        String data = items.get(items.size() - 1);
        HttpSession session = request.getSession();
        session.putValue("lastSearch", data);
        response.getWriter().println("remembered");
    }
}
