// expect: none (CWE-89 safe)
// note: guest name bound as :guest in MapSqlParameterSource
package com.staybooker.reservations;

import java.time.LocalDate;
import java.util.List;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class BookingFinderRepository {

    private final NamedParameterJdbcTemplate template;

    public BookingFinderRepository(NamedParameterJdbcTemplate template) {
        this.template = template;
    }

    public List<String> confirmationCodes(String guestName, LocalDate from, LocalDate to) {
        MapSqlParameterSource params = new MapSqlParameterSource()
                .addValue("from", from)
                .addValue("guest", guestName)
                .addValue("to", to);
        String sql = "SELECT confirmation_code FROM booking WHERE check_in BETWEEN :from AND :to"
                + " AND guest_name = :guest";
        return template.queryForList(sql, params, String.class);
    }
}
