// expect: none (CWE-22 safe)
// safe: resolve().normalize() then startsWith(base) check (source getParameterValues("item")[0]; flow: List, element holding the input)

package corpus.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/safe001")
public class Cwe022Safe001 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] values = request.getParameterValues("item");
        String param = (values != null && values.length > 0) ? values[0] : "";
        List<String> items = new ArrayList<>();
        items.add("first");
        items.add(param);
        String bar = items.get(items.size() - 1);
        Path base = Paths.get("/srv/reports").toAbsolutePath().normalize();
        Path target = base.resolve(bar).normalize();
        if (!target.startsWith(base)) {
            response.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        response.getOutputStream().write(Files.readAllBytes(target));
    }
}
