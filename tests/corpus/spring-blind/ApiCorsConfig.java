package com.api.config;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Configuration
public class ApiCorsConfig implements WebMvcConfigurer {

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/**")
                .allowedOrigins("*") // expect: DES-CORS-PERMISSIVE
                .allowCredentials(true);
        registry.addMapping("/public/**")
                .allowedOrigins("https://www.example.com"); // ok: DES-CORS-PERMISSIVE
    }
}
