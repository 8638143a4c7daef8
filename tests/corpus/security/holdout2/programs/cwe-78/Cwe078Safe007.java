// expect: none (CWE-78 safe)
// safe: ESAPI encodeForOS(UnixCodec) escapes the argument (source whole body (getInputStream); flow: URLDecoder.decode)

package corpus.security;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.owasp.esapi.ESAPI;
import org.owasp.esapi.codecs.UnixCodec;

@WebServlet("/h2/cwe78/safe007")
public class Cwe078Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        byte[] body = request.getInputStream().readAllBytes();
        String received = new String(body, StandardCharsets.UTF_8);
        String data = URLDecoder.decode(received, StandardCharsets.UTF_8);
        String quoted = ESAPI.encoder().encodeForOS(new UnixCodec(), data);
        Process proc = new ProcessBuilder("sh", "-c", "ls -l /srv/files/" + quoted).start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
