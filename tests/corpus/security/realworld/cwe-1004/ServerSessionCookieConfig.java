// expect: none (CWE-1004 safe)
// note: ServletContextInitializer sets SessionCookieConfig HttpOnly and Secure to true
package com.portal.config;

import jakarta.servlet.SessionCookieConfig;
import org.springframework.boot.web.servlet.ServletContextInitializer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ServerSessionCookieConfig {

    @Bean
    ServletContextInitializer sessionCookieSettings() {
        return servletContext -> {
            SessionCookieConfig cookie = servletContext.getSessionCookieConfig();
            cookie.setName("PORTALSESSION");
            cookie.setSecure(true);
            cookie.setHttpOnly(true);
        };
    }
}
