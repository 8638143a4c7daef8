// expect: none (CWE-319 safe)
// note: SMTP session with starttls.required=true before authenticating
package com.clinicly.notify;

import jakarta.mail.Authenticator;
import jakarta.mail.Message;
import jakarta.mail.PasswordAuthentication;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.util.Properties;

public class MailNotifierTls {

    private final String user = System.getenv("SMTP_USER");
    private final String password = System.getenv("SMTP_PASSWORD");

    public void sendLabResult(String patientEmail, String summary) throws Exception {
        Properties props = new Properties();
        props.put("mail.smtp.host", "smtp.clinicly.example");
        props.put("mail.smtp.port", "587");
        props.put("mail.smtp.auth", "true");
        props.put("mail.smtp.starttls.enable", "true");
        props.put("mail.smtp.starttls.required", "true");
        Session session = Session.getInstance(props, new Authenticator() {
            @Override
            protected PasswordAuthentication getPasswordAuthentication() {
                return new PasswordAuthentication(user, password);
            }
        });
        MimeMessage message = new MimeMessage(session);
        message.setRecipient(Message.RecipientType.TO, new InternetAddress(patientEmail));
        message.setSubject("Your lab results");
        message.setText(summary);
        Transport.send(message);
    }
}
