// expect: CWE-22
// source: getParameter("name"); flow: ternary on a constant that picks the input; sink: FileReader(new File(TEMPLATES + cleaned + ".txt")) [sink inside private method serveFile()]

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

@WebServlet("/h2/cwe22/vuln012")
public class Cwe022Vuln012 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final int LIMIT = 10;

    private static final String TEMPLATE_DIR = "/opt/app/templates/";

    private void serveFile(String cleaned, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        int lines = 0;
        try (BufferedReader br = new BufferedReader(new FileReader(new File(TEMPLATE_DIR + cleaned + ".txt")))) {
            while (br.readLine() != null) {
                lines++;
            }
        }
        response.getWriter().println("template lines: " + lines);
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String userValue = request.getParameter("name");
        if (userValue == null) {
            userValue = "";
        }
        String cleaned = LIMIT > 5 ? userValue : "none";
        serveFile(cleaned, request, response);
    }
}
