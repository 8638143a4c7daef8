import java.util.ArrayList
import java.util.List;

public class ImportWithoutSemicolon {
    public static void main(String[] args) {
        List<String> items = new ArrayList<>();
        System.out.println(items.size());
    }
}
