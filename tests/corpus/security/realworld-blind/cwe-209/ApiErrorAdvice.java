// expect: CWE-209 @ 15
// note: @ExceptionHandler returns the full exception (message, class, stack) as the 500 response body
package com.fleet.api.errors;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

@RestControllerAdvice
public class ApiErrorAdvice {

    @ExceptionHandler(RuntimeException.class)
    public ResponseEntity<Object> unexpected(RuntimeException ex) {
        return ResponseEntity.status(HttpStatus.INTERNAL_SERVER_ERROR).body(ex);
    }
}
