import java.util.EnumMap;
import java.util.Map;

public class EnumsWithBodies {
    enum Operation {
        PLUS("+") {
            @Override
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES("*") {
            @Override
            int apply(int a, int b) {
                return a * b;
            }
        };

        private final String symbol;

        Operation(String symbol) {
            this.symbol = symbol;
        }

        abstract int apply(int a, int b);

        String symbol() {
            return symbol;
        }
    }

    enum Empty { ; static int count() { return 0; } }

    public static void main(String[] args) {
        Map<Operation, Integer> results = new EnumMap<>(Operation.class);
        for (Operation op : Operation.values()) {
            results.put(op, op.apply(6, 7));
        }
        System.out.println(results + Operation.PLUS.symbol() + Empty.count());
    }
}
