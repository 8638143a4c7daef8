// expect: none (CWE-89 safe)
// safe: JdbcTemplate.queryForList with a ? argument (source @RequestParam("q") (Spring); flow: inner class holder)

package corpus.security;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe89")
public class Cwe089Safe011 {
    private static final class Box {
        private final String value;

        Box(String value) {
            this.value = value;
        }

        String get() {
            return value;
        }
    }

    @Autowired
    private JdbcTemplate jdbcTemplate;

    @GetMapping("/safe011")
    public void handle(@RequestParam("q") String received, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String arg = new Box(received).get();
        List<Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT id, email FROM users WHERE name = ?", arg);
        response.getWriter().println("matches: " + rows.size());
    }
}
