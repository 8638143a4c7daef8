// expect: CWE-601 @ 25
// note: authentication success handler redirects to request parameter "redirect_uri" via RedirectStrategy.sendRedirect
package com.portal.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.DefaultRedirectStrategy;
import org.springframework.security.web.RedirectStrategy;
import org.springframework.security.web.authentication.AuthenticationSuccessHandler;

public class TargetUrlSuccessHandler implements AuthenticationSuccessHandler {

    private final RedirectStrategy redirects = new DefaultRedirectStrategy();

    @Override
    public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response, Authentication auth)
            throws IOException {
        String target = request.getParameter("redirect_uri");
        if (target == null || target.isBlank()) {
            target = "/home";
        }
        redirects.sendRedirect(request, response, target);
    }
}
