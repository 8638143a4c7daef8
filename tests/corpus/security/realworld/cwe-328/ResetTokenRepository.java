// expect: none (CWE-328 safe)
// note: password-reset tokens persisted as DigestUtils.sha256Hex(token)
package com.accountly.reset;

import org.apache.commons.codec.digest.DigestUtils;
import org.springframework.jdbc.core.JdbcTemplate;

public class ResetTokenRepository {

    private final JdbcTemplate jdbc;

    public ResetTokenRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public void save(long userId, String token) {
        jdbc.update("INSERT INTO reset_token(user_id, token_hash) VALUES (?, ?)", userId, DigestUtils.sha256Hex(token));
    }
}
