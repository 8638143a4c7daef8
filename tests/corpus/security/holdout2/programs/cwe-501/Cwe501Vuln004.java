// expect: CWE-501
// source: @RequestBody String (Spring); flow: Function lambda (toLowerCase); sink: Map.of holding the input stored in the session

package corpus.security;

import java.io.IOException;
import java.util.Map;
import java.util.function.Function;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe501")
public class Cwe501Vuln004 {
    @PostMapping("/vuln004")
    public void handle(@RequestBody String received, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Function<String, String> lower = s -> s.toLowerCase();
        String bar = lower.apply(received);
        HttpSession session = request.getSession();
        session.setAttribute("prefs", Map.of("lang", bar));
        response.getWriter().println("preferences updated");
    }
}
