// expect: CWE-798 @ 18
// note: JavaMailSenderImpl bean with a literal SMTP password
package com.mailpilot.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.mail.javamail.JavaMailSenderImpl;

@Configuration
public class SmtpRelayConfig {

    @Bean
    JavaMailSenderImpl mailSender() {
        JavaMailSenderImpl sender = new JavaMailSenderImpl();
        sender.setHost("smtp.relay-provider.example");
        sender.setPort(587);
        sender.setUsername("mailpilot-prod");
        sender.setPassword("Sm7p-R3lay-Pr0d-2024");
        sender.getJavaMailProperties().put("mail.smtp.starttls.required", "true");
        return sender;
    }
}
