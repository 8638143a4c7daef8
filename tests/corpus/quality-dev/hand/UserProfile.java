import java.util.Optional;

public class UserProfile {

    private final String username;
    private final String nickname; // expect: QUA-FIELD-NAMED-LIKE-METHOD

    public UserProfile(String username, String nickname) {
        this.username = username;
        this.nickname = nickname;
    }

    public Optional<String> nickname() {
        return Optional.ofNullable(nickname);
    }

    public String displayName() {
        Optional<String> nick = nickname();
        return nick.get(); // expect: QUA-OPTIONAL-GET
    }

    public String displayNameSafe() {
        Optional<String> nick = nickname();
        if (nick.isPresent()) {
            return nick.get(); // ok: QUA-OPTIONAL-GET
        }
        return username;
    }

    public String shortName() {
        return nickname().orElse(username);
    }
}
