// expect: CWE-117 @ 19
// note: Micronaut @Header X-Request-Id logged verbatim as the correlation id
package io.pollster.tracing;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

@Controller("/ping")
public class CorrelationIdController {

    private static final Logger LOG = LoggerFactory.getLogger(CorrelationIdController.class);

    @Get
    public String ping(@Header(value = "X-Request-Id", defaultValue = "none") String requestId) {
        LOG.info("ping correlationId={}", requestId);
        return "pong";
    }
}
