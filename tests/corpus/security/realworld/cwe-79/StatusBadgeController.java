// expect: none (CWE-79 safe)
// note: HTML response contains only a number and an enum name derived from the request, no free text
package com.uptimely.badges;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class StatusBadgeController {

    enum Status { UP, DEGRADED, DOWN }

    private final MonitorRegistry monitors;

    public StatusBadgeController(MonitorRegistry monitors) {
        this.monitors = monitors;
    }

    @GetMapping("/badge/{monitorId}")
    public ResponseEntity<String> badge(@PathVariable long monitorId) {
        Status status = monitors.statusOf(monitorId);
        String html = "<span class=\"badge badge-" + status.name().toLowerCase() + "\">#" + monitorId + " " + status + "</span>";
        return ResponseEntity.ok().contentType(MediaType.TEXT_HTML).body(html);
    }

    interface MonitorRegistry {
        Status statusOf(long id);
    }
}
