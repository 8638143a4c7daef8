// expect: none (CWE-22 safe)
// safe: array: takes the constant element (source getParameterValues("item")[0]; sink: FileReader(new File(TEMPLATES + arg + ".txt")))

package corpus.security;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe012")
public class Cwe022Safe012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String TEMPLATE_DIR = "/opt/app/templates/";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String received = (values != null && values.length > 0) ? values[0] : "";
        String[] parts = new String[] {"guest", received, "end"};
        String arg = parts[0];
        int lines = 0;
        try (BufferedReader br = new BufferedReader(new FileReader(new File(TEMPLATE_DIR + arg + ".txt")))) {
            while (br.readLine() != null) {
                lines++;
            }
        }
        response.getWriter().println("template lines: " + lines);
    }
}
