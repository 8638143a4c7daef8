// expect: none (CWE-601 safe)
// note: redirect_uri compared with the registered client redirect URIs (exact match) before sendRedirect
package com.portal.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;
import org.springframework.security.core.Authentication;
import org.springframework.security.web.DefaultRedirectStrategy;
import org.springframework.security.web.RedirectStrategy;
import org.springframework.security.web.authentication.AuthenticationSuccessHandler;

public class TargetUrlSuccessPolicy implements AuthenticationSuccessHandler {

    private final RedirectStrategy redirects = new DefaultRedirectStrategy();
    private final Set<String> registeredRedirects = Set.of(
            "https://app.portal.example/callback", "https://admin.portal.example/callback");

    @Override
    public void onAuthenticationSuccess(HttpServletRequest request, HttpServletResponse response, Authentication auth)
            throws IOException {
        String target = request.getParameter("redirect_uri");
        if (target == null || !registeredRedirects.contains(target)) {
            target = "/home";
        }
        redirects.sendRedirect(request, response, target);
    }
}
