// expect: CWE-501
// source: @RequestBody String (Spring); flow: inner class holder; sink: Map.of holding the input stored in the session

package corpus.security;

import java.io.IOException;
import java.util.Map;

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
public class Cwe501Vuln009 {
    private static final class Box {
        private final String value;

        Box(String value) {
            this.value = value;
        }

        String get() {
            return value;
        }
    }

    @PostMapping("/vuln009")
    public void handle(@RequestBody String received, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String selected = new Box(received).get();
        HttpSession session = request.getSession();
        session.setAttribute("prefs", Map.of("lang", selected));
        response.getWriter().println("preferences updated");
    }
}
