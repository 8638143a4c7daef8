import java.util.List;

public class LambdaFatArrow {
    public static void main(String[] args) {
        List<String> names = List.of("ann", "bob");
        names.forEach(n => System.out.println(n));
    }
}
