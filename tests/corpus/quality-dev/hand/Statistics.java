import java.util.Collections;
import java.util.List;

public class Statistics { // expect: QUA-UTILITY-CLASS

    public static double mean(List<Integer> xs) {
        if (xs.isEmpty()) {
            return 0;
        }
        long sum = 0;
        for (int x : xs) {
            sum += x;
        }
        return (double) sum / xs.size();
    }

    public static double median(List<Integer> xs) {
        List<Integer> copy = new java.util.ArrayList<>(xs);
        Collections.sort(copy);
        int n = copy.size();
        if (n % 2 == 1) {
            return copy.get(n / 2);
        }
        return (copy.get(n / 2 - 1) + copy.get(n / 2)) / 2; // expect: QUA-INTEGER-DIVISION
    }

    public static int range(List<Integer> xs) {
        return Collections.max(xs) - Collections.min(xs);
    }
}
