import java.util.ArrayList;
import java.util.List;

public class GenericsExtraBracket {
    public static void main(String[] args) {
        List<String> names = new ArrayList<String>>();
        names.add("x");
    }
}
