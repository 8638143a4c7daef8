// expect: CWE-117 @ 23
// note: JAX-RS ExceptionMapper logs UriInfo path (request-controlled, may contain encoded CR/LF) via JUL
package com.cmsplatform.errors;

import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.logging.Logger;

@Provider
public class NotFoundExceptionMapper implements ExceptionMapper<NotFoundException> {

    private static final Logger LOG = Logger.getLogger(NotFoundExceptionMapper.class.getName());

    @Context
    UriInfo uriInfo;

    @Override
    public Response toResponse(NotFoundException exception) {
        LOG.warning("no resource for path " + uriInfo.getPath());
        return Response.status(404).build();
    }
}
