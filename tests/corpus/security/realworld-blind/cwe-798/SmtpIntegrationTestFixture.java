// expect: none (CWE-798 safe)
// note: test fixture connects to an embedded GreenMail server with an empty password placeholder; no real secret
package com.notify.mail.test;

import java.util.Properties;

import jakarta.mail.Session;
import jakarta.mail.Transport;

public class SmtpIntegrationTestFixture {
    static final int GREENMAIL_PORT = 3025;

    public Transport connectToEmbeddedServer() throws jakarta.mail.MessagingException {
        Properties props = new Properties();
        props.put("mail.smtp.host", "localhost");
        props.put("mail.smtp.port", String.valueOf(GREENMAIL_PORT));
        Session session = Session.getInstance(props);
        Transport transport = session.getTransport("smtp");
        transport.connect("localhost", GREENMAIL_PORT, "test", "");
        return transport;
    }
}
