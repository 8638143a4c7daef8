// expect: none (CWE-22 safe)
// safe: getCanonicalPath() prefix check against the base directory (source first line of the body (getReader); flow: if on a constant that runs the tainted branch)

package corpus.security;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe007")
public class Cwe022Safe007 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final boolean STRICT = false;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String raw;
        try (BufferedReader reader = request.getReader()) {
            String line = reader.readLine();
            raw = line == null ? "" : line.trim();
        }
        String bar = "n/a";
        if (!STRICT) {
            bar = raw;
        }
        File baseDir = new File("/var/app/uploads");
        File requested = new File(baseDir, bar);
        if (!requested.getCanonicalPath().startsWith(baseDir.getCanonicalPath() + File.separator)) {
            response.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        response.getWriter().println("size: " + requested.length());
    }
}
