package com.example.legacy;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

@Component
public class LegacyMailer {

    @Autowired
    public static TemplateEngine templates; // expect: DES-STATIC-INJECTION

    private SmtpClient smtp;
    private AuditLog audit;

    @Autowired // expect: DES-SETTER-INJECTION
    public void setSmtp(SmtpClient smtp) {
        this.smtp = smtp;
    }

    public LegacyMailer(AuditLog audit) {
        this.audit = audit;
    }

    public void sendWelcome(String email) {
        smtp.send(email, templates.render("welcome"));
        audit.record("welcome " + email);
    }
}
