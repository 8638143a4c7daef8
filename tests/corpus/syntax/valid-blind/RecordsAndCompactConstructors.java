import java.util.List;
import java.util.Objects;

public class RecordsAndCompactConstructors {
    record Range(int low, int high) implements Comparable<Range> {
        Range {
            if (low > high) {
                throw new IllegalArgumentException("low > high");
            }
        }

        Range(int single) {
            this(single, single);
        }

        static Range of(int a, int b) {
            return new Range(Math.min(a, b), Math.max(a, b));
        }

        int length() {
            return high - low;
        }

        @Override
        public int compareTo(Range o) {
            return Integer.compare(low, o.low);
        }
    }

    record Pair<A, B>(A first, B second) {
        Pair {
            Objects.requireNonNull(first);
        }
    }

    public static void main(String[] args) {
        record Local(String name, List<Range> ranges) { }
        Local l = new Local("x", List.of(Range.of(5, 1), new Range(3)));
        Pair<String, Integer> p = new Pair<>("a", 1);
        System.out.println(l + " " + p.first() + l.ranges().get(0).length());
    }
}
