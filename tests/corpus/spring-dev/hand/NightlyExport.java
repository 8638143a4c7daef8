package com.example.export;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;

@Service
public class NightlyExport {

    private final ExportRepository exports;
    private final S3Uploader uploader;

    public NightlyExport(ExportRepository exports, S3Uploader uploader) {
        this.exports = exports;
        this.uploader = uploader;
    }

    @Scheduled(fixedRate = 5 * 60 * 1000) // expect: DES-SCHEDULED-OVERLAP
    public void exportEverything() {
        byte[] dump = exports.dumpAllTablesAsCsv();
        uploader.upload("exports/full.csv", dump);
    }

    @Scheduled(fixedDelayString = "PT10M") // expect: DES-SCHEDULED-ARGS
    public void exportTable(String table) {
        uploader.upload("exports/" + table + ".csv", exports.dump(table));
    }
}
