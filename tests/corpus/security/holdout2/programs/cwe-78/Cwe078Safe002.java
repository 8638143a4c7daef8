// expect: none (CWE-78 safe)
// safe: List: takes the constant element, not the input (source first value of getHeaders("X-Tag"); sink: new ProcessBuilder("bash","-c","ping -c 1 " + cleaned).start())

package corpus.security;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe78/safe002")
public class Cwe078Safe002 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String received = "";
        Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
        if (tagHeaders != null && tagHeaders.hasMoreElements()) {
            received = tagHeaders.nextElement();
        }
        List<String> items = new ArrayList<>();
        items.add("first");
        items.add(received);
        String cleaned = items.get(0);
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "ping -c 1 " + cleaned);
        pb.redirectErrorStream(true);
        Process proc = pb.start();

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
