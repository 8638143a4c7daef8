// expect: CWE-319 @ 24
// note: JavaMail SMTP session with auth but mail.smtp.starttls.enable=false; password and patient data cross the network in clear
package com.clinicly.notify;

import jakarta.mail.Authenticator;
import jakarta.mail.Message;
import jakarta.mail.PasswordAuthentication;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.util.Properties;

public class MailNotifier {

    private final String user = System.getenv("SMTP_USER");
    private final String password = System.getenv("SMTP_PASSWORD");

    public void sendLabResult(String patientEmail, String summary) throws Exception {
        Properties props = new Properties();
        props.put("mail.smtp.host", "smtp.clinicly.example");
        props.put("mail.smtp.port", "25");
        props.put("mail.smtp.auth", "true");
        props.put("mail.smtp.starttls.enable", "false");
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
