// expect: none (CWE-209 safe)
// note: advice logs the exception and returns a generic message with a correlation id
package com.shopfront.errors;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

@RestControllerAdvice
public class GlobalErrorHandlerAdvice {

    private static final Logger log = LoggerFactory.getLogger(GlobalErrorHandlerAdvice.class);

    @ExceptionHandler(Exception.class)
    public ResponseEntity<Map<String, String>> handle(Exception ex) {
        String incident = UUID.randomUUID().toString();
        log.error("unhandled error, incident {}", incident, ex);
        return ResponseEntity.status(HttpStatus.INTERNAL_SERVER_ERROR)
                .body(Map.of("error", "Something went wrong", "incident", incident));
    }
}
