// expect: CWE-89
// source: @RequestHeader("X-Client") (Spring); flow: switch on a constant that picks the input; sink: JdbcTemplate.update with the input concatenated

package corpus.security;

import java.io.IOException;

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
public class Cwe089Vuln004 {
    @Autowired
    private JdbcTemplate jdbcTemplate;

    @GetMapping("/vuln004")
    public void handle(@RequestHeader(value = "X-Client", defaultValue = "") String param, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        String selected;
        int mode = 2;
        switch (mode) {
            case 1:
                selected = "default";
                break;
            case 2:
                selected = param;
                break;
            default:
                selected = "other";
                break;
        }
        int changed = jdbcTemplate.update("UPDATE accounts SET last_note = '" + selected + "' WHERE id = 7");
        response.getWriter().println("updated " + changed);
    }
}
