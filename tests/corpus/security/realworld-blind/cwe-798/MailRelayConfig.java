// expect: none (CWE-798 safe)
// note: SMTP credentials injected from configuration properties (@Value placeholders without literal defaults)
package com.notify.mail;

import java.util.Properties;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.mail.javamail.JavaMailSenderImpl;

@Configuration
public class MailRelayConfig {

    @Bean
    JavaMailSenderImpl mailSender(@Value("${mail.relay.host}") String host,
                                  @Value("${mail.relay.username}") String username,
                                  @Value("${mail.relay.password}") String password) {
        JavaMailSenderImpl sender = new JavaMailSenderImpl();
        sender.setHost(host);
        sender.setPort(587);
        sender.setUsername(username);
        sender.setPassword(password);
        Properties props = sender.getJavaMailProperties();
        props.put("mail.smtp.starttls.required", "true");
        props.put("mail.smtp.auth", "true");
        return sender;
    }
}
