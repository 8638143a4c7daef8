import java.util.List;
import java.util.Map; // expect: QUA-UNUSED-IMPORT

public class Greeter {

    private final String greeting;
    private int calls; // expect: QUA-UNUSED-PRIVATE-FIELD

    public Greeter(String greeting) {
        this.greeting = greeting;
    }

    public String greet(String name) {
        String upper = name.toUpperCase(); // expect: QUA-UNUSED-LOCAL
        return greeting + ", " + name.toString() + "!"; // expect: QUA-STRING-TO-STRING
    }

    public String greetAll(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (String n : names) {
            sb.append(greet(n)).append('\n');
        }
        return sb.toString();
    }

    private String shout(String text) { // expect: QUA-UNUSED-PRIVATE-METHOD
        return text.toUpperCase() + "!!!";
    }
}
