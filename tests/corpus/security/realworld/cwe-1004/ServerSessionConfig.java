// expect: CWE-1004 @ 19
// note: ServletContextInitializer sets the container session cookie's HttpOnly flag to false (so scripts can read JSESSIONID)
package com.portal.config;

import jakarta.servlet.SessionCookieConfig;
import org.springframework.boot.web.servlet.ServletContextInitializer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ServerSessionConfig {

    @Bean
    ServletContextInitializer sessionCookieSettings() {
        return servletContext -> {
            SessionCookieConfig cookie = servletContext.getSessionCookieConfig();
            cookie.setName("PORTALSESSION");
            cookie.setSecure(true);
            cookie.setHttpOnly(false);
        };
    }
}
