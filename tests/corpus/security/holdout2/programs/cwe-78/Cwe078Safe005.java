// expect: none (CWE-78 safe)
// safe: Integer.parseInt: only a number reaches the command (source a parameter name (getParameterNames); flow: char loop copying the input)

package corpus.security;

import java.io.IOException;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe005")
public class Cwe078Safe005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String n = names.nextElement();
            if (n.startsWith("opt_")) {
                raw = n.substring(4);
                break;
            }
        }
        StringBuilder acc = new StringBuilder();
        for (char ch : raw.toCharArray()) {
            if (ch != '\n') {
                acc.append(ch);
            }
        }
        String data = acc.toString();
        int count = Integer.parseInt(data.trim());
        Process proc = Runtime.getRuntime().exec("ping -c " + count + " localhost");

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
