import java.util.ArrayList;
import java.util.List;

public class NewWithoutParens {
    public static void main(String[] args) {
        List<Integer> numbers = new ArrayList<>;
        numbers.add(1);
    }
}
