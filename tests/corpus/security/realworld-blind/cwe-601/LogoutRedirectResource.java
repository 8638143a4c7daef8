// expect: none (CWE-601 safe)
// note: post-logout target accepted only if it is a relative path (starts with one "/", no "//" or backslash); otherwise "/"
package com.accounts.sso;

import java.net.URI;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;

@Path("/logout")
public class LogoutRedirectResource {

    @GET
    public Response logout(@QueryParam("next") String next) {
        String target = isLocalPath(next) ? next : "/";
        return Response.seeOther(URI.create(target)).build();
    }

    private static boolean isLocalPath(String candidate) {
        return candidate != null
                && candidate.startsWith("/")
                && !candidate.startsWith("//")
                && !candidate.contains("\\")
                && !candidate.contains("\r")
                && !candidate.contains("\n");
    }
}
