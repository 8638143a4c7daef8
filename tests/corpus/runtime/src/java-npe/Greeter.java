import java.util.HashMap;
import java.util.Map;

public class Greeter {
    private final Map<String, String> nicknames = new HashMap<>();

    String greet(String user) {
        String nick = nicknames.get(user);
        return "Hi " + nick.toUpperCase(); /*@fix*/
    }

    public static void main(String[] args) {
        Greeter g = new Greeter();
        System.out.println(g.greet("ana"));
    }
}
