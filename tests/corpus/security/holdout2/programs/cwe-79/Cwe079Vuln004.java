// expect: CWE-79
// source: @RequestParam("q") (Spring); flow: StringBuilder; sink: getWriter().format(Locale, html %s, data)

package corpus.security;

import java.io.IOException;
import java.util.Locale;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe79")
public class Cwe079Vuln004 {
    @GetMapping("/vuln004")
    public void handle(@RequestParam("q") String received, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        StringBuilder sb = new StringBuilder();
        sb.append(received);
        String data = sb.toString();
        response.setContentType("text/html");
        response.getWriter().format(Locale.ROOT, "<p>You searched for %s</p>", data);
    }
}
