package notify;

import java.util.List;

public class NotificationService {
    private final SmsClient sms;
    private final EmailClient email;

    public NotificationService(SmsClient sms, EmailClient email) {
        this.sms = sms;
        this.email = email;
    }

    public int notifyAll(List<Recipient> recipients, String text) {
        int delivered = 0;
        for (Recipient r : recipients) {
            boolean ok = r.prefersSms() ? sms.send(r.phone(), text) : email.send(r.email(), "Notice", text);
            if (!ok) {
                System.err.println("delivery failed for " + r.id()); // expect: STY-SYSTEM-OUT
                continue;
            }
            delivered++;
        }
        return delivered;
    }
}

record Recipient(long id, String phone, String email, boolean prefersSms) {
}

interface SmsClient {
    boolean send(String phone, String text);
}

interface EmailClient {
    boolean send(String to, String subject, String body);
}
