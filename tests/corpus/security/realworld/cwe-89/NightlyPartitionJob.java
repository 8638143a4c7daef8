// expect: none (CWE-89 safe)
// note: table name comes from @Value configuration and a date formatter, not from users; concatenated SQL is trusted
package com.telemetry.maintenance;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class NightlyPartitionJob {

    private static final DateTimeFormatter SUFFIX = DateTimeFormatter.ofPattern("yyyy_MM_dd");

    private final JdbcTemplate jdbcTemplate;
    private final String baseTable;

    public NightlyPartitionJob(JdbcTemplate jdbcTemplate, @Value("${telemetry.partition.base-table}") String baseTable) {
        this.jdbcTemplate = jdbcTemplate;
        this.baseTable = baseTable;
    }

    @Scheduled(cron = "0 5 0 * * *")
    public void createTomorrowPartition() {
        LocalDate day = LocalDate.now().plusDays(1);
        String partition = baseTable + "_" + day.format(SUFFIX);
        jdbcTemplate.execute("CREATE TABLE IF NOT EXISTS " + partition + " (LIKE " + baseTable + " INCLUDING ALL)");
    }
}
