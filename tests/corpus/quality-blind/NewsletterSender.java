package marketing.mail;

import java.util.List;
import java.util.regex.Pattern;

public class NewsletterSender {
    private static final Pattern EMAIL = Pattern.compile("^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$"); // ok: QUA-OBJECT-IN-LOOP

    private final MailTransport transport;

    public NewsletterSender(MailTransport transport) {
        this.transport = transport;
    }

    public int send(List<String> recipients, String subject, String body) {
        int sent = 0;
        for (String recipient : recipients) {
            Pattern domainPattern = Pattern.compile("@(example|test)\\.com$"); // expect: QUA-OBJECT-IN-LOOP
            if (!EMAIL.matcher(recipient).matches() || domainPattern.matcher(recipient).find()) {
                continue;
            }
            StringBuilder message = new StringBuilder();
            message.append("To: " + recipient).append('\n'); // expect: QUA-APPEND-CONCAT
            message.append("Subject: ").append(subject).append('\n'); // ok: QUA-APPEND-CONCAT
            message.append('\n').append(body);
            transport.deliver(recipient, message.toString());
            sent++;
        }
        return sent;
    }

    public String summary(List<String> recipients) {
        StringBuffer sb = new StringBuffer(); // expect: QUA-STRINGBUFFER
        sb.append(recipients.size()).append(" recipients");
        return sb.toString();
    }

    public Integer defaultBatchSize() {
        return new Integer(50); // expect: QUA-WRAPPER-CONSTRUCTOR
    }

    public String footer() {
        String unsubscribe = new String("Unsubscribe at any time."); // expect: QUA-NEW-STRING
        return "\n--\n" + unsubscribe;
    }

    public Integer maxBatchSize() {
        return Integer.valueOf(500); // ok: QUA-WRAPPER-CONSTRUCTOR
    }
}

interface MailTransport {
    void deliver(String to, String message);
}
