// expect: CWE-22
// source: whole body (getInputStream); flow: interface with one implementation (strip); sink: FileReader(new File(TEMPLATES + selected + ".txt")) [sink inside static Worker22V5.serveFile() of a second top-level class]

package corpus.security;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/vuln005")
public class Cwe022Vuln005 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] body = request.getInputStream().readAllBytes();
        String param = new String(body, StandardCharsets.UTF_8);
        ValueFormatter22V5 formatter = new StripFormatter22V5();
        String selected = formatter.format(param);
        Worker22V5.serveFile(selected, request, response);
    }
}

interface ValueFormatter22V5 {
    String format(String s);
}

final class StripFormatter22V5 implements ValueFormatter22V5 {
    @Override
    public String format(String s) {
        return s.strip();
    }
}

final class Worker22V5 {
    private static final String TEMPLATE_DIR = "/opt/app/templates/";

    private Worker22V5() {
    }

    static void serveFile(String selected, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        int lines = 0;
        try (BufferedReader br = new BufferedReader(new FileReader(new File(TEMPLATE_DIR + selected + ".txt")))) {
            while (br.readLine() != null) {
                lines++;
            }
        }
        response.getWriter().println("template lines: " + lines);
    }
}
