// expect: CWE-79
// source: @RequestParam("q") (Spring); flow: char loop copying the input; sink: getWriter().printf(html %s, bar)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe79")
public class Cwe079Vuln009 {
    @GetMapping("/vuln009")
    public void handle(@RequestParam("q") String received, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        StringBuilder acc = new StringBuilder();
        for (char ch : received.toCharArray()) {
            if (ch != '\n') {
                acc.append(ch);
            }
        }
        String bar = acc.toString();
        response.setContentType("text/html");
        response.getWriter().printf("<div class=\"msg\">%s</div>", bar);
    }
}
