package com.example.mail;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Async;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class NotificationService {
    @Value("${mail.api-key:sk_live_51HdQ2kLz8}") // expect: DES-VALUE-SECRET
    private String apiKey;

    @Value("${mail.sender}") // ok: DES-VALUE-SECRET
    private String sender;

    @Autowired // expect: DES-STATIC-INJECTION
    private static TemplateEngine templates;

    private MailClient client;

    @Autowired // expect: DES-SETTER-INJECTION
    public void setClient(MailClient client) {
        this.client = client;
    }

    public void welcome(String email) {
        sendAsync(email, "Welcome!"); // expect: DES-ASYNC-SELF-INVOCATION
        audit(email);
    }

    @Async
    public void sendAsync(String email, String text) {
        client.send(apiKey, sender, email, templates.render(text));
    }

    @Async // expect: DES-ASYNC-SELF-INVOCATION
    private void audit(String email) {
        client.log(email);
    }

    @Scheduled(fixedRate = 60000) // expect: DES-SCHEDULED-OVERLAP
    @Async
    public void retryFailed() {
        client.retryAll();
    }

    @Scheduled(cron = "0 0 * * * *") // expect: DES-SCHEDULED-ARGS
    public void cleanup(int days) {
        client.purge(days);
    }

    @Transactional // expect: DES-TRANSACTIONAL-PRIVATE
    private void store(String email) {
        client.log(email);
    }

    public void storeAll(java.util.List<String> emails) {
        emails.forEach(this::store);
    }
}
