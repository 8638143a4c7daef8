// expect: CWE-22
// source: @CookieValue("pref") (Spring); flow: inner class holder; sink: Path.of(CACHE).resolve(bar) -> Files.deleteIfExists

package corpus.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe22")
public class Cwe022Vuln004 {
    private static final class Box {
        private final String value;

        Box(String value) {
            this.value = value;
        }

        String get() {
            return value;
        }
    }

    @GetMapping("/vuln004")
    public void handle(@CookieValue(value = "pref", defaultValue = "") String userValue, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String bar = new Box(userValue).get();
        Path cacheRoot = Path.of("/tmp/cache");
        boolean removed = Files.deleteIfExists(cacheRoot.resolve(bar));
        response.getWriter().println(removed ? "removed" : "nothing to remove");
    }
}
