import java.util.List;
import java.util.function.BiFunction;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

public class LambdasAndMethodRefs {
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    public static void main(String[] args) {
        Supplier<List<String>> supplier = () -> List.of("b", "a", "c");
        UnaryOperator<String> upper = String::toUpperCase;
        BiFunction<Integer, Integer, Integer> add = Integer::sum;
        IntFunction<int[]> arrays = int[]::new;
        TriFunction<Integer, Integer, Integer, Integer> mul3 = (var x, var y, var z) -> x * y * z;
        Runnable nested = () -> {
            Runnable inner = () -> System.out.println("inner");
            inner.run();
        };
        nested.run();
        String joined = supplier.get().stream().sorted().map(upper).collect(Collectors.joining(",", "[", "]"));
        System.out.println(joined + add.apply(1, 2) + arrays.apply(3).length + mul3.apply(2, 3, 4));
    }
}
