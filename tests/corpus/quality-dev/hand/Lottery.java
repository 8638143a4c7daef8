import java.util.Set;
import java.util.TreeSet;

public class Lottery {

    public static void main(String[] args) {
        Set<Integer> numbers = new TreeSet<>();
        while (numbers.size() < 6) {
            int n = (int) Math.random() * 49 + 1; // expect: QUA-RANDOM-CAST
            numbers.add(n);
        }
        System.out.println("Numbers: " + numbers);
        int bonus = (int) (Math.random() * 10); // ok: QUA-RANDOM-CAST
        System.out.println("Bonus: " + bonus);
    }
}
