// expect: CWE-22
// source: first value of getHeaders("X-Tag"); flow: switch on a constant that picks the input; sink: Files.newBufferedWriter(Paths.get(EXPORT, data + ".csv"))

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

@WebServlet("/h2/cwe22/vuln013")
public class Cwe022Vuln013 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String param = "";
        Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
        if (tagHeaders != null && tagHeaders.hasMoreElements()) {
            param = tagHeaders.nextElement();
        }
        String data;
        int mode = 2;
        switch (mode) {
            case 1:
                data = "default";
                break;
            case 2:
                data = param;
                break;
            default:
                data = "other";
                break;
        }
        try (BufferedWriter writer = Files.newBufferedWriter(Paths.get("/var/app/export", data + ".csv"))) {
            writer.write("id,total\n");
        }
        response.getWriter().println("export written");
    }
}
