package com.example.shop;

import java.util.Map;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class ShopApplication {

    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(ShopApplication.class);
        app.setDefaultProperties(Map.of(
                "server.port", "8081",
                "management.endpoints.web.exposure.include", "*")); // expect: DES-ACTUATOR-EXPOSED
        app.run(args);
    }
}
