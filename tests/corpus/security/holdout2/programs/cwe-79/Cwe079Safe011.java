// expect: none (CWE-79 safe)
// safe: only the length of the input is written (source @RequestBody String (Spring); flow: direct)

package corpus.security;

import java.io.IOException;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe79")
public class Cwe079Safe011 {
    @PostMapping("/safe011")
    public void handle(@RequestBody String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String arg = raw;
        response.setContentType("text/html");
        response.getWriter().println("<p>Length: " + arg.length() + "</p>");
    }
}
