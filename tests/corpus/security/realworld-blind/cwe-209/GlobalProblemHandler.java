// expect: none (CWE-209 safe)
// note: unexpected errors are logged server-side with an incident id; the client gets a generic ProblemDetail with only that id
package com.insurance.quotes.web;

import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

@RestControllerAdvice
public class GlobalProblemHandler {
    private static final Logger log = LoggerFactory.getLogger(GlobalProblemHandler.class);

    @ExceptionHandler(Exception.class)
    public ProblemDetail handle(Exception ex) {
        UUID incident = UUID.randomUUID();
        log.error("Unhandled error, incident {}", incident, ex);
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.INTERNAL_SERVER_ERROR,
                "An unexpected error occurred. Reference: " + incident);
        problem.setTitle("Internal error");
        return problem;
    }
}
