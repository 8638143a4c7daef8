// expect: none (CWE-22 safe)
// safe: switch on a constant never reaches the tainted case (source getPathInfo(); sink: Path.of(CACHE).resolve(data) -> Files.deleteIfExists [sink inside private method serveFile()])

package corpus.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe004/*")
public class Cwe022Safe004 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private void serveFile(String data, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Path cacheRoot = Path.of("/tmp/cache");
        boolean removed = Files.deleteIfExists(cacheRoot.resolve(data));
        response.getWriter().println(removed ? "removed" : "nothing to remove");
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String pathInfo = request.getPathInfo();
        String received = pathInfo == null ? "" : pathInfo.substring(1);
        String data;
        int mode = 1;
        switch (mode) {
            case 1:
                data = "default";
                break;
            case 2:
                data = received;
                break;
            default:
                data = "other";
                break;
        }
        serveFile(data, request, response);
    }
}
