package com.acme.mail;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Async;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import reactor.core.publisher.Mono;

@Service
public class MailService {
    @Value("admin123") // expect: DES-VALUE-SECRET
    private String smtpPassword;

    private final SmtpClient smtp;

    public MailService(SmtpClient smtp) {
        this.smtp = smtp;
    }

    public void register(String email) {
        this.sendWelcome(email); // expect: DES-ASYNC-SELF-INVOCATION
    }

    @Async
    public void sendWelcome(String email) {
        smtp.send(smtpPassword, email, "Welcome");
    }

    @Async
    @Scheduled(fixedRate = 5000) // expect: DES-SCHEDULED-OVERLAP
    public void flushQueue() {
        smtp.flush();
    }

    public Mono<Boolean> ping() {
        try {
            Thread.sleep(200); // expect: DES-BLOCKING-IN-REACTIVE
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Mono.just(smtp.isUp());
    }
}
