package com.example.notify;

import org.springframework.stereotype.Service;

@Service
public class WelcomeService {

    private final NotificationService notifications;

    public WelcomeService(NotificationService notifications) {
        this.notifications = notifications;
    }

    public void welcome(String email) {
        notifications.sendAsync(email, "Welcome aboard!"); // ok: DES-ASYNC-SELF-INVOCATION
    }
}
