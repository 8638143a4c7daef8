// expect: CWE-942 @ 22
// note: JAX-RS ContainerResponseFilter reflects getHeaderString("Origin") for every tenant site and allows credentials
package com.shopsuite.api;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;
import java.util.logging.Logger;

@Provider
public class TenantCorsResponseFilter implements ContainerResponseFilter {

    private static final Logger LOG = Logger.getLogger(TenantCorsResponseFilter.class.getName());

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        String origin = request.getHeaderString("Origin");
        if (origin == null) {
            return;
        }
        response.getHeaders().putSingle("Access-Control-Allow-Origin", origin);
        response.getHeaders().putSingle("Access-Control-Allow-Credentials", "true");
        LOG.fine("CORS headers added");
    }
}
