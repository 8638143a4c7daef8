// expect: CWE-209 @ 22
// note: JAX-RS ExceptionMapper puts exception.getMessage() and the class name into the response entity
package com.shopsync.errors;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

@Provider
public class OrderResourceExceptionMapper implements ExceptionMapper<RuntimeException> {

    private static final Logger LOG = Logger.getLogger(OrderResourceExceptionMapper.class.getName());

    @Override
    public Response toResponse(RuntimeException exception) {
        return Response.serverError()
                .type(MediaType.APPLICATION_JSON)
                .entity(Map.of("exception", exception.getClass().getName(), "message", String.valueOf(exception.getMessage())))
                .build();
    }
}
