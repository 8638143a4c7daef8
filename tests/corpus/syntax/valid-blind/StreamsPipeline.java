import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class StreamsPipeline {
    record Sale(String region, String product, int units) { }

    public static void main(String[] args) {
        List<Sale> sales = List.of(new Sale("EU", "pen", 3), new Sale("US", "pen", 5), new Sale("EU", "ink", 2));
        Map<String, Integer> unitsByRegion = sales.stream()
                .collect(Collectors.groupingBy(Sale::region, Collectors.summingInt(Sale::units)));
        Map<Boolean, List<String>> partition = sales.stream()
                .collect(Collectors.partitioningBy(s -> s.units() > 2, Collectors.mapping(Sale::product, Collectors.toList())));
        Optional<Sale> top = sales.stream().max((a, b) -> Integer.compare(a.units(), b.units()));
        int squares = IntStream.rangeClosed(1, 5).map(i -> i * i).filter(i -> (i & 1) == 1).sum();
        String flat = Stream.of(List.of("a", "b"), List.of("c")).flatMap(List::stream).reduce("", String::concat);
        System.out.println(unitsByRegion + " " + partition + " " + top.map(Sale::product).orElse("-") + squares + flat);
    }
}
