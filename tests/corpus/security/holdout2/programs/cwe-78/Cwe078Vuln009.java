// expect: CWE-78
// source: @RequestBody String (Spring); flow: ternary on a constant that picks the input; sink: exec(String[]{"/bin/sh","-c", "grep -c " + bar ...})

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
@RequestMapping("/h2/cwe78")
public class Cwe078Vuln009 {
    private static final int LIMIT = 10;

    @PostMapping("/vuln009")
    public void handle(@RequestBody String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String bar = LIMIT > 5 ? raw : "none";
        String[] cmd = {"/bin/sh", "-c", "grep -c " + bar + " /var/log/app/access.log"};
        Process proc = Runtime.getRuntime().exec(cmd);

        try {
            response.getWriter().println("exit code: " + proc.waitFor());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServletException(e);
        }
    }
}
