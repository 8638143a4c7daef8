// expect: none (CWE-79 safe)
// safe: switch maps the input to constants (source @RequestBody String (Spring); sink: getWriter().println("<h1>" + bar))

package corpus.security;

import java.io.IOException;
import java.io.PrintWriter;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe79")
public class Cwe079Safe006 {
    @PostMapping("/safe006")
    public void handle(@RequestBody String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String bar;
        switch (userValue) {
            case "asc":
                bar = "asc";
                break;
            case "desc":
                bar = "desc";
                break;
            default:
                bar = "asc";
                break;
        }
        response.setContentType("text/html;charset=UTF-8");
        PrintWriter out = response.getWriter();
        out.println("<h1>Hello " + bar + "</h1>");
    }
}
