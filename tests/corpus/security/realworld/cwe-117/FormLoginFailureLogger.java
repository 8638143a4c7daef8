// expect: none (CWE-117 safe)
// note: failure handler strips CR/LF and truncates the username before logging
package com.portal.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.authentication.SimpleUrlAuthenticationFailureHandler;
import org.springframework.stereotype.Component;

@Component
public class FormLoginFailureLogger extends SimpleUrlAuthenticationFailureHandler {

    private static final Logger log = LoggerFactory.getLogger(FormLoginFailureLogger.class);

    public FormLoginFailureLogger() {
        super("/login?error");
    }

    @Override
    public void onAuthenticationFailure(HttpServletRequest request, HttpServletResponse response,
                                        AuthenticationException exception) throws IOException, jakarta.servlet.ServletException {
        String username = request.getParameter("username");
        username = username == null ? "" : username.replace('\r', ' ').replace('\n', ' ');
        username = username.length() > 64 ? username.substring(0, 64) : username;
        log.warn("authentication failed for '{}' from {}: {}", username, request.getRemoteAddr(), exception.getClass().getSimpleName());
        super.onAuthenticationFailure(request, response, exception);
    }
}
