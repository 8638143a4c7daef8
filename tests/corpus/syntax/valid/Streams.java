import java.util.*;
import java.util.stream.*;

class Streams {
    public static void main(String[] args) {
        List<String> words = List.of("apple", "bob", "kayak", "tree");
        Map<Integer, List<String>> byLength = words.stream()
            .filter(w -> !w.isEmpty())
            .collect(Collectors.groupingBy(String::length));
        int total = IntStream.rangeClosed(1, 10).map(i -> i * i).sum();
        Optional<String> longest = words.stream().max(Comparator.comparingInt(String::length));
        System.out.println(byLength + " " + total + " " + longest.orElse("none"));
    }
}
