// expect: CWE-22
// source: @CookieValue("pref") (Spring); flow: Map, same key; sink: Paths.get(REPORTS, selected) -> Files.readAllBytes

package corpus.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe22")
public class Cwe022Vuln009 {
    @GetMapping("/vuln009")
    public void handle(@CookieValue(value = "pref", defaultValue = "") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Map<String, String> fields = new HashMap<>();
        fields.put("input", userValue);
        fields.put("mode", "read");
        String selected = fields.get("input");
        Path report = Paths.get("/srv/reports", selected);
        byte[] content = Files.readAllBytes(report);
        response.setContentType("application/octet-stream");
        response.getOutputStream().write(content);
    }
}
