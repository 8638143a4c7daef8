// expect: CWE-89
// source: @RequestHeader("X-Client") (Spring); flow: split()[0]; sink: JdbcTemplate.queryForList with the input concatenated

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
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/h2/cwe89")
public class Cwe089Vuln009 {
    @Autowired
    private JdbcTemplate jdbcTemplate;

    @GetMapping("/vuln009")
    public void handle(@RequestHeader(value = "X-Client", defaultValue = "") String param, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String[] tokens = param.split(";");
        String arg = tokens[0];
        List<Map<String, Object>> rows = jdbcTemplate.queryForList("SELECT id, email FROM users WHERE name = '" + arg + "'");
        response.getWriter().println("matches: " + rows.size());
    }
}
