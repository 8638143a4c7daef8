// expect: none (CWE-89 safe)
// safe: private helper: regex-validated [A-Za-z0-9_]{1,32} or a constant (source @RequestParam("q") (Spring); sink: JdbcTemplate.queryForList with the input concatenated)

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
public class Cwe089Safe006 {
    private String validName(String s) {
        return s != null && s.matches("[A-Za-z0-9_]{1,32}") ? s : "invalid";
    }

    @Autowired
    private JdbcTemplate jdbcTemplate;

    @GetMapping("/safe006")
    public void handle(@RequestParam("q") String raw, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String bar = validName(raw);
        List<Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT id, email FROM users WHERE name = '" + bar + "'");
        response.getWriter().println("matches: " + rows.size());
    }
}
