import java.util.*;
import java.util.function.*;

class Generics {
    static <T extends Comparable<? super T>> T max(List<? extends T> items) {
        T best = null;
        for (T t : items) {
            if (best == null || t.compareTo(best) > 0) best = t;
        }
        return best;
    }

    public static void main(String[] args) {
        Map<String, List<Integer>> m = new HashMap<>();
        m.computeIfAbsent("a", k -> new ArrayList<>()).add(1);
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        System.out.println(max(List.of(3, 1, 2)) + add.apply(1, 2) + m.size());
    }
}
