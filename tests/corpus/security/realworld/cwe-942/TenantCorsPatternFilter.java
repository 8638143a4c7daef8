// expect: none (CWE-942 safe)
// note: JAX-RS filter reflects the Origin only when it matches the tenant-subdomain pattern of our own domain over https
package com.shopsuite.api;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;
import java.util.regex.Pattern;

@Provider
public class TenantCorsPatternFilter implements ContainerResponseFilter {

    private static final Pattern TENANT_SITE = Pattern.compile("^https://[a-z0-9-]{1,40}\\.shopsuite\\.example$");

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        String origin = request.getHeaderString("Origin");
        if (origin == null || !TENANT_SITE.matcher(origin).matches()) {
            return;
        }
        response.getHeaders().putSingle("Access-Control-Allow-Origin", origin);
        response.getHeaders().putSingle("Access-Control-Allow-Credentials", "true");
        response.getHeaders().putSingle("Vary", "Origin");
    }
}
