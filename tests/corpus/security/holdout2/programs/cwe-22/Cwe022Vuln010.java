// expect: CWE-22
// source: getParameterValues("item")[0]; flow: StringBuilder; sink: FileOutputStream(DIR + cleaned) write [sink inside static Worker22V10.serveFile() of a second top-level class]

package corpus.security;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/vuln010")
public class Cwe022Vuln010 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String input = (values != null && values.length > 0) ? values[0] : "";
        StringBuilder sb = new StringBuilder();
        sb.append(input);
        String cleaned = sb.toString();
        Worker22V10.serveFile(cleaned, request, response);
    }
}

final class Worker22V10 {
    private static final String NOTES_DIR = "/var/app/notes/";

    private Worker22V10() {
    }

    static void serveFile(String cleaned, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        try (FileOutputStream out = new FileOutputStream(NOTES_DIR + cleaned)) {
            out.write("saved\n".getBytes(StandardCharsets.UTF_8));
        }
        response.getWriter().println("note stored");
    }
}
