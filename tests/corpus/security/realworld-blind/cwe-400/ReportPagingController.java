// expect: CWE-400 @ 23
// note: "count" request parameter used as an uncapped loop bound that builds rows in memory
package com.analytics.paging;

import java.util.ArrayList;
import java.util.List;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReportPagingController {
    private final MetricSource metrics;

    public ReportPagingController(MetricSource metrics) {
        this.metrics = metrics;
    }

    @GetMapping("/metrics/series")
    public List<Double> series(@RequestParam String metric, @RequestParam int count) {
        List<Double> points = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            points.add(metrics.valueAt(metric, i));
        }
        return points;
    }
}

interface MetricSource {
    double valueAt(String metric, int index);
}
