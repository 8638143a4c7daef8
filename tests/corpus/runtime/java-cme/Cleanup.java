import java.util.ArrayList;
import java.util.List;

public class Cleanup {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>(List.of("ana", "", "bo", ""));
        for (String n : names) {
            if (n.isEmpty()) {
                names.remove(n);
            }
        }
        System.out.println(names);
    }
}
