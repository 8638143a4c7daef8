import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

public class SessionManager {

    private static int activeSessions;
    private static SessionManager current;
    private final Map<String, String> sessions = new HashMap<>();

    public String login(String user) {
        String token = UUID.randomUUID().toString();
        sessions.put(token, user);
        activeSessions = sessions.size(); // expect: QUA-STATIC-FIELD-FROM-INSTANCE
        current = this; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
        return token;
    }

    public void logout(String token) {
        if (sessions.remove(token) != null) {
            activeSessions--; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
        }
    }

    public String userOf(String token) {
        return sessions.get(token);
    }

    public static int active() {
        return activeSessions;
    }

    public static SessionManager currentManager() {
        return current;
    }
}
