// expect: CWE-502 @ 27
// note: request DTO field annotated @JsonTypeInfo(use = Id.CLASS) lets the client pick any class to instantiate
package com.audit.api;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class AuditEventEnvelope {
    private final AuditSink sink;

    public AuditEventEnvelope(AuditSink sink) {
        this.sink = sink;
    }

    @PostMapping("/audit/events")
    public void record(@RequestBody AuditRequest request) {
        sink.write(request.source, request.detail);
    }
}

class AuditRequest {
    public String source;

    @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS, include = JsonTypeInfo.As.PROPERTY, property = "@class")
    public Object detail;
}

interface AuditSink {
    void write(String source, Object detail);
}
