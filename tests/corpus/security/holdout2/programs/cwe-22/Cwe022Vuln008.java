// expect: CWE-22
// source: getParameterMap().get("user")[0]; flow: List, element holding the input; sink: new File(BASE_DIR, bar) -> FileInputStream

package corpus.security;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h2/cwe22/vuln008")
public class Cwe022Vuln008 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    private static final String BASE_DIR = "/var/app/uploads/";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] userValues = params.get("user");
        String received = userValues == null ? "" : userValues[0];
        List<String> items = new ArrayList<>();
        items.add("first");
        items.add(received);
        String bar = items.get(items.size() - 1);
        File file = new File(BASE_DIR, bar);
        try (InputStream in = new FileInputStream(file)) {
            in.transferTo(response.getOutputStream());
        }
    }
}
