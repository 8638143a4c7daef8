// expect: none (CWE-117 safe)
// note: the client IP is logged only if it matches a strict IPv4 regex (otherwise "invalid"); the other value is an int
package com.gateway.ratelimit;

import java.util.regex.Pattern;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class RateLimitLogger {
    private static final Logger log = LoggerFactory.getLogger(RateLimitLogger.class);
    private static final Pattern IPV4 = Pattern.compile("^\\d{1,3}(\\.\\d{1,3}){3}$");

    public void throttled(String clientIp, int requestsInWindow) {
        String ip = clientIp != null && IPV4.matcher(clientIp).matches() ? clientIp : "invalid";
        log.warn("throttled client {} after {} requests", ip, requestsInWindow);
    }
}
