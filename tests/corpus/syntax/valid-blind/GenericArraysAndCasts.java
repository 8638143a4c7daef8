import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

public class GenericArraysAndCasts {
    @SuppressWarnings("unchecked")
    static <T> T[] fill(T[] array, Supplier<? extends T> s) {
        for (int i = 0; i < array.length; i++) {
            array[i] = s.get();
        }
        return (T[]) array.clone();
    }

    public static void main(String[] args) {
        @SuppressWarnings("unchecked")
        List<String>[] buckets = (List<String>[]) new List<?>[3];
        for (int i = 0; i < buckets.length; i++) {
            buckets[i] = new ArrayList<>();
        }
        Runnable r = (Runnable & Serializable) () -> System.out.println("serializable lambda");
        r.run();
        String[] filled = fill(new String[2], () -> "x");
        int[][] jagged = new int[2][];
        jagged[0] = new int[] {1};
        jagged[1] = new int[] {1, 2};
        long widened = (long) Integer.MAX_VALUE + 1;
        System.out.println(buckets.length + filled[1] + jagged[1].length + widened);
    }
}
