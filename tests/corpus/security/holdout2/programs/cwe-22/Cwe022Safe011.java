// expect: none (CWE-22 safe)
// safe: resolve().normalize() then startsWith(base) check (source @PathVariable("name") (Spring); flow: split()[0])

package corpus.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe22")
public class Cwe022Safe011 {
    @GetMapping("/safe011/{name}")
    public void handle(@PathVariable("name") String input, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] tokens = input.split(";");
        String cleaned = tokens[0];
        Path base = Paths.get("/srv/reports").toAbsolutePath().normalize();
        Path target = base.resolve(cleaned).normalize();
        if (!target.startsWith(base)) {
            response.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        response.getOutputStream().write(Files.readAllBytes(target));
    }
}
