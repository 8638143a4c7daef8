package com.example.api.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Configuration
public class StrictCorsConfig implements WebMvcConfigurer {

    private final String frontendOrigin;

    public StrictCorsConfig(@Value("${app.frontend-origin}") String frontendOrigin) { // ok: DES-VALUE-SECRET
        this.frontendOrigin = frontendOrigin;
    }

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/**")
                .allowedOrigins(frontendOrigin) // ok: DES-CORS-PERMISSIVE
                .allowedMethods("GET", "POST")
                .allowCredentials(true);
    }
}
