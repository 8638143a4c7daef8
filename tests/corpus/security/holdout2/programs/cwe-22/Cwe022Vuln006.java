// expect: CWE-22
// source: a parameter name (getParameterNames); flow: instance field; sink: Files.newBufferedWriter(Paths.get(EXPORT, bar + ".csv"))

package corpus.security;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Enumeration;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/vuln006")
public class Cwe022Vuln006 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private String lastInput;

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
        this.lastInput = raw;
        String bar = this.lastInput;
        try (BufferedWriter writer = Files.newBufferedWriter(Paths.get("/var/app/export", bar + ".csv"))) {
            writer.write("id,total\n");
        }
        response.getWriter().println("export written");
    }
}
