package com.example.reports;

import java.time.LocalDate;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class ReportJobs {

    private final ReportService reportService;

    public ReportJobs(ReportService reportService) {
        this.reportService = reportService;
    }

    @Scheduled(fixedRate = 60000) // expect: DES-SCHEDULED-OVERLAP
    public void rebuildAllReports() {
        for (String region : reportService.regions()) {
            reportService.rebuild(region);
            reportService.exportToFtp(region);
        }
    }

    @Scheduled(cron = "0 0 2 * * *") // expect: DES-SCHEDULED-ARGS
    public void nightly(LocalDate day) {
        reportService.archive(day);
    }

    @Scheduled(fixedDelay = 300000) // ok: DES-SCHEDULED-OVERLAP
    public void cleanup() {
        reportService.deleteTemporaryFiles();
    }
}
