// expect: CWE-117 @ 27
// expect: CWE-89 @ 29
// note: nickname request parameter is logged unsanitised (CWE-117) and concatenated into the SQL run by jdbcTemplate.query (CWE-89)
package com.forum.members;

import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class MemberSearchController {
    private static final Logger LOG = LoggerFactory.getLogger(MemberSearchController.class);

    private final JdbcTemplate jdbcTemplate;

    public MemberSearchController(JdbcTemplate jdbcTemplate) {
        this.jdbcTemplate = jdbcTemplate;
    }

    @GetMapping("/members")
    public List<String> search(@RequestParam String nickname) {
        LOG.info("member search for nickname=" + nickname);
        String sql = "SELECT nickname FROM member WHERE nickname LIKE '%" + nickname + "%' LIMIT 50";
        return jdbcTemplate.query(sql, (rs, row) -> rs.getString(1));
    }
}
