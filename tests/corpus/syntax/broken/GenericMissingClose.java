import java.util.ArrayList;
import java.util.List;

class GenericMissingClose {
    public static void main(String[] args) {
        List<String names = new ArrayList<>();
        System.out.println(names);
    }
}
