package com.ops.jobs;

import java.time.Duration;
import java.time.Instant;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class CleanupJobs {
    private final SessionStore sessions;
    private final ReportArchive archive;

    public CleanupJobs(SessionStore sessions, ReportArchive archive) {
        this.sessions = sessions;
        this.archive = archive;
    }

    @Scheduled(fixedDelay = 60_000) // ok: DES-SCHEDULED-ARGS
    public void purgeSessions() {
        sessions.deleteOlderThan(Instant.now().minus(Duration.ofHours(12)));
    }

    @Scheduled(cron = "0 0 3 * * *") // expect: DES-SCHEDULED-ARGS
    public void archiveReports(int olderThanDays) {
        archive.archiveOlderThan(olderThanDays);
    }

    @Scheduled(fixedRate = 5_000) // expect: DES-SCHEDULED-OVERLAP
    public void rebuildSearchIndex() {
        archive.reindexEverything();
    }
}

interface SessionStore {
    void deleteOlderThan(Instant cutoff);
}

interface ReportArchive {
    void archiveOlderThan(int days);

    void reindexEverything();
}
