package com.example.notify;

import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.scheduling.annotation.Async;
import org.springframework.stereotype.Service;

@Service
public class NotificationService {

    private MailGateway mailGateway;

    @Autowired // expect: DES-SETTER-INJECTION
    public void setMailGateway(MailGateway mailGateway) {
        this.mailGateway = mailGateway;
    }

    public void notifyAll(List<String> recipients, String text) {
        for (String r : recipients) {
            sendAsync(r, text); // expect: DES-ASYNC-SELF-INVOCATION
        }
    }

    @Async
    public void sendAsync(String recipient, String text) {
        mailGateway.send(recipient, text);
    }
}
