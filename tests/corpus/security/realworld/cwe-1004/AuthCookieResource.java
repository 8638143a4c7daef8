// expect: CWE-1004 @ 23
// note: JAX-RS NewCookie for the auth token created with httpOnly=false
package com.cmsplatform.auth;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;

@Path("/auth/session")
public class AuthCookieResource {

    private final Sessions sessions;

    public AuthCookieResource(Sessions sessions) {
        this.sessions = sessions;
    }

    @POST
    public Response open(@FormParam("user") String user, @FormParam("password") String password) {
        String sid = sessions.open(user, password);
        NewCookie cookie = new NewCookie("CMS_SID", sid, "/", null, NewCookie.DEFAULT_VERSION, null, 3600, null, true, false);
        return Response.noContent().cookie(cookie).build();
    }

    public interface Sessions {
        String open(String user, String password);
    }
}
