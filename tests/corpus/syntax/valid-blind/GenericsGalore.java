import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class GenericsGalore {
    static <T extends Comparable<? super T>> T max(Collection<? extends T> items) {
        T best = null;
        for (T t : items) {
            if (best == null || t.compareTo(best) > 0) {
                best = t;
            }
        }
        return best;
    }

    static <K, V extends Number> Map<K, Double> normalise(Map<K, V> in) {
        double sum = in.values().stream().mapToDouble(Number::doubleValue).sum();
        Map<K, Double> out = new HashMap<>();
        in.forEach((k, v) -> out.put(k, v.doubleValue() / sum));
        return out;
    }

    static class Box<T> {
        private final List<? super T> sink;

        Box(List<? super T> sink) {
            this.sink = sink;
        }

        <R> Box<T> add(T value, Function<? super T, ? extends R> f) {
            sink.add(value);
            f.apply(value);
            return this;
        }
    }

    public static void main(String[] args) {
        List<Object> sink = new ArrayList<>();
        new Box<String>(sink).add("a", String::length).<Integer>add("bb", s -> s.length());
        Map<String, List<Map<Integer, String>>> nested = new HashMap<>();
        nested.computeIfAbsent("k", k -> new ArrayList<>()).add(Map.of(1, "one"));
        Comparator<String> byLength = Comparator.<String, Integer>comparing(String::length).thenComparing(Comparator.reverseOrder());
        System.out.println(max(List.of(3, 9, 2)) + " " + normalise(Map.of("a", 1, "b", 3)) + nested + sink + byLength.compare("a", "b"));
    }
}
