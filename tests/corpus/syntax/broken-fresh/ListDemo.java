import java.util.ArrayList;
import java.util.List;

class ListDemo {
    public static void main(String[] args) {
        List<String> items = new ArrayList<>();
        items.add("a");
        for (String s : items {
            System.out.println(s);
        }
    }
}
