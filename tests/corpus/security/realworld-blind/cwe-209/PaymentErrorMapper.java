// expect: none (CWE-209 safe)
// note: JAX-RS ExceptionMapper logs the exception and returns a fixed JSON error code; no message or stack trace reaches the client
package com.payments.api;

import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

@Provider
public class PaymentErrorMapper implements ExceptionMapper<RuntimeException> {
    private static final Logger LOG = Logger.getLogger(PaymentErrorMapper.class.getName());

    @Override
    public Response toResponse(RuntimeException exception) {
        LOG.log(Level.SEVERE, "payment request failed", exception);
        return Response.status(500)
                .type(MediaType.APPLICATION_JSON_TYPE)
                .entity(Map.of("error", "PAYMENT_FAILED", "message", "The payment could not be processed."))
                .build();
    }
}
