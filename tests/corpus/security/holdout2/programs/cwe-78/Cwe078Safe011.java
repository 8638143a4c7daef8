// expect: none (CWE-78 safe)
// safe: host validated by regex, passed as its own argv element (no shell) (source @CookieValue("pref") (Spring); flow: stream over split parts joined back)

package corpus.security;

import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Collectors;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe78")
public class Cwe078Safe011 {
    @GetMapping("/safe011")
    public void handle(@CookieValue(value = "pref", defaultValue = "") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String arg = Arrays.stream(userValue.split(",")).map(String::trim).collect(Collectors.joining(","));
        if (!arg.matches("[A-Za-z0-9.-]{1,253}") || arg.startsWith("-")) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Process proc = Runtime.getRuntime().exec(new String[] {"nslookup", arg});

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
