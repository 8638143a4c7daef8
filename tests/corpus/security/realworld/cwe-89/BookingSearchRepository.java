// expect: CWE-89 @ 26
// note: NamedParameterJdbcTemplate used, but the guest name is concatenated into the SQL instead of bound
package com.staybooker.reservations;

import java.time.LocalDate;
import java.util.List;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class BookingSearchRepository {

    private final NamedParameterJdbcTemplate template;

    public BookingSearchRepository(NamedParameterJdbcTemplate template) {
        this.template = template;
    }

    public List<String> confirmationCodes(String guestName, LocalDate from, LocalDate to) {
        MapSqlParameterSource params = new MapSqlParameterSource()
                .addValue("from", from)
                .addValue("to", to);
        String sql = "SELECT confirmation_code FROM booking WHERE check_in BETWEEN :from AND :to"
                + " AND guest_name = '" + guestName + "'";
        return template.queryForList(sql, params, String.class);
    }
}
