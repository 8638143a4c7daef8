// expect: none (CWE-501 safe)
// safe: second top-level class maps the input to table values (source getParameterValues("item")[0]; sink: deprecated HttpSession.putValue)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/h2/cwe501/safe012")
public class Cwe501Safe012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String input = (values != null && values.length > 0) ? values[0] : "";
        String data = Presets501S12.valueFor(input);
        HttpSession session = request.getSession();
        session.putValue("lastSearch", data);
        response.getWriter().println("remembered");
    }
}

final class Presets501S12 {
    private static final java.util.Map<String, String> TABLE = java.util.Map.of("s", "small", "m", "medium", "l", "large");

    private Presets501S12() {
    }

    static String valueFor(String key) {
        return TABLE.getOrDefault(key, "medium");
    }
}
