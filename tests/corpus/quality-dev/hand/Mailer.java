public class Mailer {

    private final String host;
    private final int port;

    public Mailer(String host, int port) {
        this.host = host;
        this.port = port;
    }

    public void send(String from, String to, String cc, String bcc, String subject, String body,
                     boolean html, int priority) { // expect: QUA-LONG-PARAMETER-LIST
        if (to == null) {
            throw new IllegalArgumentException("to");
        }
        deliver(from, to, subject, html ? wrap(body) : body, priority);
    }

    public void sendSimple(String to, String subject, String body) { // ok: QUA-LONG-PARAMETER-LIST
        send("noreply@example.com", to, null, null, subject, body, false, 3);
    }

    private void deliver(String from, String to, String subject, String body, int priority) {
        String envelope = host + ":" + port + " " + from + " -> " + to + " [" + priority + "] " + subject;
        if (envelope.length() > 1000 || body.length() > 100_000) {
            throw new IllegalStateException("message too large");
        }
    }

    private String wrap(String body) {
        return "<html><body>" + body + "</body></html>";
    }
}
