// expect: none (CWE-1004 safe)
// note: JAX-RS NewCookie.Builder with httpOnly(true) and secure(true)
package com.cmsplatform.auth;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;

@Path("/auth/session")
public class AuthCookieEndpoint {

    private final Sessions sessions;

    public AuthCookieEndpoint(Sessions sessions) {
        this.sessions = sessions;
    }

    @POST
    public Response open(@FormParam("user") String user, @FormParam("password") String password) {
        String sid = sessions.open(user, password);
        NewCookie cookie = new NewCookie.Builder("CMS_SID").value(sid).path("/").maxAge(3600).secure(true).httpOnly(true).build();
        return Response.noContent().cookie(cookie).build();
    }

    public interface Sessions {
        String open(String user, String password);
    }
}
