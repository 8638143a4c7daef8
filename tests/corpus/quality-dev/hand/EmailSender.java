import java.util.ArrayList;
import java.util.List;

public class EmailSender {

    private static int sentToday;
    private final String smtpHost;
    private final List<String> outbox = new ArrayList<>();

    public EmailSender(String smtpHost) {
        this.smtpHost = smtpHost;
    }

    public void send(String to, String subject) {
        if (to == null || !to.contains("@")) {
            throw new IllegalArgumentException("bad address " + to);
        }
        outbox.add(smtpHost + "|" + to + "|" + subject);
        sentToday++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
        System.out.println("sent mail to " + to); // expect: STY-SYSTEM-OUT
    }

    public static int getSentToday() {
        return sentToday;
    }

    public List<String> getOutbox() {
        return outbox;
    }
}
