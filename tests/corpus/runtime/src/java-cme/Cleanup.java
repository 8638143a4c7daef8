import java.util.ArrayList;
import java.util.List;

public class Cleanup {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>(List.of("ana", "", "bo", ""));
        for (String n : names) { /*@fix*/
            if (n.isEmpty()) {
                names.remove(n); /*@second*/
            }
        }
        System.out.println(names);
    }
}
