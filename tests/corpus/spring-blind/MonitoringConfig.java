package com.ops.config;

import org.springframework.boot.actuate.autoconfigure.web.server.ManagementServerProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.boot.actuate.autoconfigure.endpoint.web.WebEndpointProperties;

@Configuration
public class MonitoringConfig {

    @Bean
    WebEndpointProperties webEndpointProperties() {
        WebEndpointProperties props = new WebEndpointProperties();
        props.getExposure().getInclude().add("*"); // expect: DES-ACTUATOR-EXPOSED
        return props;
    }

    @Bean
    ManagementServerProperties managementServerProperties() {
        ManagementServerProperties props = new ManagementServerProperties();
        props.setPort(9090);
        return props;
    }
}
