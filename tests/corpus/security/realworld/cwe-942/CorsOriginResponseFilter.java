// expect: none (CWE-942 safe)
// note: JAX-RS filter sets the origin only when the request Origin equals the configured front-end origin
package com.cmsplatform.cors;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;

@Provider
public class CorsOriginResponseFilter implements ContainerResponseFilter {

    private static final String FRONTEND = "https://editor.cmsplatform.example";

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (!FRONTEND.equals(request.getHeaderString("Origin"))) {
            return;
        }
        response.getHeaders().add("Access-Control-Allow-Origin", FRONTEND);
        response.getHeaders().add("Access-Control-Allow-Credentials", "true");
        response.getHeaders().add("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE");
    }
}
