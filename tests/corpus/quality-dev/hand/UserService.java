import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

public class UserService {

    private final Map<String, String> emails = new HashMap<>();

    public void register(String username, String email) {
        if (emails.containsKey(username)) {
            throw new RuntimeException("username taken: " + username); // expect: QUA-GENERIC-EXCEPTION
        }
        emails.put(username, email);
        System.out.println("registered " + username); // expect: STY-SYSTEM-OUT
    }

    public Optional<String> emailOf(String username) {
        return Optional.ofNullable(emails.get(username));
    }

    public String requireEmail(String username) {
        return emailOf(username).get(); // expect: QUA-OPTIONAL-GET
    }
}
