// expect: none (CWE-209 safe)
// note: JAX-RS ExceptionMapper returns a static error body and logs the exception
package com.shopsync.errors;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

@Provider
public class OrderResourceErrorMapper implements ExceptionMapper<RuntimeException> {

    private static final Logger LOG = Logger.getLogger(OrderResourceErrorMapper.class.getName());

    @Override
    public Response toResponse(RuntimeException exception) {
        LOG.log(Level.SEVERE, "request failed", exception);
        return Response.serverError()
                .type(MediaType.APPLICATION_JSON)
                .entity(Map.of("message", "Internal error"))
                .build();
    }
}
