import java.util.HashMap;
import java.util.Map;

public class Login2 {

    private final Map<String, String> users = new HashMap<>();
    private int failedAttempts;

    public void register(String user, String pass) {
        users.put(user, pass);
    }

    public boolean login(String user, String pass) {
        String stored = users.get(user);
        if (stored.equals(pass) && stored != null) { // expect: QUA-MISPLACED-NULL-CHECK
            failedAttempts = 0;
            return true;
        }
        failedAttempts++;
        return false;
    }

    public boolean exists(String user) {
        String stored = users.get(user);
        return stored == null && stored.isEmpty(); // expect: QUA-BROKEN-NULL-CHECK
    }

    public int getFailedAttempts() {
        return failedAttempts;
    }
}
