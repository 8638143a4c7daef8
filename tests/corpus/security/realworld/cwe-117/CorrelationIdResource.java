// expect: none (CWE-117 safe)
// note: X-Request-Id parsed with UUID.fromString (invalid ones replaced by a fresh UUID) before logging
package io.pollster.tracing;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

@Controller("/ping")
public class CorrelationIdResource {

    private static final Logger LOG = LoggerFactory.getLogger(CorrelationIdResource.class);

    @Get
    public String ping(@Header(value = "X-Request-Id", defaultValue = "none") String requestId) {
        UUID correlation;
        try {
            correlation = UUID.fromString(requestId);
        } catch (IllegalArgumentException e) {
            correlation = UUID.randomUUID();
        }
        LOG.info("ping correlationId={}", correlation);
        return "pong";
    }
}
