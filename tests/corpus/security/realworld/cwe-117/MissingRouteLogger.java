// expect: none (CWE-117 safe)
// note: the path is URL-encoded with URLEncoder (CR/LF become %0D%0A) before the warning is logged
package com.cmsplatform.errors;

import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.logging.Logger;

@Provider
public class MissingRouteLogger implements ExceptionMapper<NotFoundException> {

    private static final Logger LOG = Logger.getLogger(MissingRouteLogger.class.getName());

    @Context
    UriInfo uriInfo;

    @Override
    public Response toResponse(NotFoundException exception) {
        String path = URLEncoder.encode(uriInfo.getPath(), StandardCharsets.UTF_8);
        LOG.warning("no resource for path " + path);
        return Response.status(404).build();
    }
}
