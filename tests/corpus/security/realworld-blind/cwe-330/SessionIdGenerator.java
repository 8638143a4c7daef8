// expect: CWE-330 @ 12
// note: custom session ids derived from Math.random() for the embedded HTTP server
package com.embedded.http;

import java.util.concurrent.ConcurrentHashMap;
import java.util.Map;

public class SessionIdGenerator {
    private final Map<String, Long> sessions = new ConcurrentHashMap<>();

    public String newSession(long userId) {
        String id = Long.toHexString(Double.doubleToLongBits(Math.random())) + Long.toHexString(System.nanoTime());
        sessions.put(id, userId);
        return id;
    }
}
