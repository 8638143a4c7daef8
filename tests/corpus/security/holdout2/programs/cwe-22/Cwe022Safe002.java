// expect: none (CWE-22 safe)
// safe: ternary on a constant always picks the literal (source getHeader("X-Account"); sink: Paths.get(REPORTS, data) -> Files.readAllBytes)

package corpus.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe002")
public class Cwe022Safe002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final int LIMIT = 3;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw = request.getHeader("X-Account");
        if (raw == null) {
            raw = "";
        }
        String data = LIMIT > 5 ? raw : "none";
        Path report = Paths.get("/srv/reports", data);
        byte[] content = Files.readAllBytes(report);
        response.setContentType("application/octet-stream");
        response.getOutputStream().write(content);
    }
}
