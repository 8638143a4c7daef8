// expect: none (CWE-22 safe)
// safe: regex [a-zA-Z0-9_-]{1,40} check with early return (source getParameterMap().get("user")[0]; flow: ternary on a constant that picks the input)

package corpus.security;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe005")
public class Cwe022Safe005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final int LIMIT = 10;

    private static final String INVOICE_DIR = "/var/app/invoices/";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String userValue = userValues == null ? "" : userValues[0];
        String bar = LIMIT > 5 ? userValue : "none";
        if (!bar.matches("[a-zA-Z0-9_-]{1,40}")) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        try (InputStream in = new FileInputStream(INVOICE_DIR + bar + ".pdf")) {
            in.transferTo(response.getOutputStream());
        }
    }
}
