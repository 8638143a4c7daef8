package com.example.events.service;

import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Service;

@Service
public class ConfirmationMailer {

    private final JavaMailSender sender;

    public ConfirmationMailer(JavaMailSender sender) {
        this.sender = sender;
    }

    public ConfirmationMailer() {
        this.sender = null;
    }

    public void send(String to) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setTo(to);
        msg.setSubject("You are registered");
        sender.send(msg);
    }
}
