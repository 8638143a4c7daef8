// expect: none (CWE-79 safe)
// safe: OWASP Encoder Encode.forHtml [sink inside private method renderPage()] (source whole body (getInputStream); flow: Base64 encode/decode round trip)

package corpus.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.owasp.encoder.Encode;

@WebServlet("/h2/cwe79/safe003")
public class Cwe079Safe003 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void renderPage(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html");
        response.getWriter().printf("<p>%s</p>", Encode.forHtml(data));
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] body = request.getInputStream().readAllBytes();
        String raw = new String(body, StandardCharsets.UTF_8);
        String encoded = Base64.getEncoder().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
        String data = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
        renderPage(data, request, response);
    }
}
