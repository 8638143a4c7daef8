import java.util.ArrayList;
import java.util.List;

class NewWithoutParens {
    public static void main(String[] args) {
        List<String> names = new ArrayList<>;
        names.add("a");
    }
}
