package com.example.reports;

import java.time.Duration;
import java.time.Instant;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class CleanupJobs {

    private final SessionRepository sessions;

    public CleanupJobs(SessionRepository sessions) {
        this.sessions = sessions;
    }

    @Scheduled(fixedDelay = 600_000) // ok: DES-SCHEDULED-OVERLAP
    public void removeExpiredSessions() {
        sessions.deleteByLastSeenBefore(Instant.now().minus(Duration.ofHours(12)));
    }

    @Scheduled(cron = "0 30 3 * * SUN") // ok: DES-SCHEDULED-ARGS
    public void weeklyVacuum() {
        sessions.vacuum();
    }
}
