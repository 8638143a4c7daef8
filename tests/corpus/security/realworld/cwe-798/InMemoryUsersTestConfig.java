// expect: none (CWE-798 safe)
// note: test fixture with an empty password for an in-memory test user (profile "test"); not a real credential
package com.portal.testsupport;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;

@Configuration
@Profile("test")
public class InMemoryUsersTestConfig {

    @Bean
    InMemoryUserDetailsManager testUsers() {
        return new InMemoryUserDetailsManager(
                User.withUsername("test-user").password("{noop}").roles("USER").build());
    }
}
