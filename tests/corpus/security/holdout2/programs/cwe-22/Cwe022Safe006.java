// expect: none (CWE-22 safe)
// safe: if on a constant: the tainted branch is dead (source @PathVariable("name") (Spring); sink: Files.newBufferedWriter(Paths.get(EXPORT, selected + ".csv")))

package corpus.security;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
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
public class Cwe022Safe006 {
    private static final boolean STRICT = true;

    @GetMapping("/safe006/{name}")
    public void handle(@PathVariable("name") String param, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String selected = "n/a";
        if (!STRICT) {
            selected = param;
        }
        try (BufferedWriter writer = Files.newBufferedWriter(Paths.get("/var/app/export", selected + ".csv"))) {
            writer.write("id,total\n");
        }
        response.getWriter().println("export written");
    }
}
