// expect: none (CWE-501 safe)
// safe: input is a key; the stored value comes from a fixed table [sink inside static Worker501S9.rememberInSession() of a second top-level class] (source first value of getHeaders("X-Tag"); flow: String.format)

package corpus.security;

import java.io.IOException;
import java.util.Enumeration;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe501/safe009")
public class Cwe501Safe009 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String input = "";
        Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
        if (tagHeaders != null && tagHeaders.hasMoreElements()) {
            input = tagHeaders.nextElement();
        }
        String arg = String.format("%s", input);
        Worker501S9.rememberInSession(arg, request, response);
    }
}

final class Worker501S9 {
    private static final Map<String, String> CURRENCIES = Map.of("us", "USD", "gb", "GBP", "jp", "JPY");

    private Worker501S9() {
    }

    static void rememberInSession(String arg, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String currency = CURRENCIES.getOrDefault(arg, "EUR");
        request.getSession().setAttribute("currency", currency);
        response.getWriter().println("currency set");
    }
}
