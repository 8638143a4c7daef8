// expect: CWE-328 @ 17
// note: password-reset tokens persisted as DigestUtils.md5Hex(token) and compared on redemption
package com.accountly.reset;

import org.apache.commons.codec.digest.DigestUtils;
import org.springframework.jdbc.core.JdbcTemplate;

public class ResetTokenStore {

    private final JdbcTemplate jdbc;

    public ResetTokenStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public void save(long userId, String token) {
        jdbc.update("INSERT INTO reset_token(user_id, token_hash) VALUES (?, ?)", userId, DigestUtils.md5Hex(token));
    }
}
