package com.example.jobs;

import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class CleanJobs {
    private static final Logger log = LoggerFactory.getLogger(CleanJobs.class);
    private final ReportService reports;
    private final Clock clock;
    private final String apiKey;

    public CleanJobs(ReportService reports, Clock clock, @Value("${reports.api-key}") String apiKey) {
        this.reports = reports;
        this.clock = clock;
        this.apiKey = apiKey;
    }

    @Scheduled(fixedDelay = 60000)
    public void nightly() {
        log.info("report at {}", clock.instant());
        reports.send(apiKey);
    }
}
