import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

public class StreamExercises {

    public static void main(String[] args) {
        List<String> names = List.of("anna", "bob", "carla", "dan", "eve");

        List<String> upper = names.stream().map(String::toUpperCase).collect(Collectors.toList());
        System.out.println(upper);

        Optional<String> firstLong = names.stream().filter(n -> n.length() > 3).findFirst();
        System.out.println(firstLong.get()); // expect: QUA-OPTIONAL-GET

        String joined = names.stream().filter(n -> n.length() == 3).collect(Collectors.joining(",")); // ok: QUA-SIZE-ZERO
        System.out.println(joined);

        int totalLength = names.stream().mapToInt(String::length).sum();
        double avg = totalLength / names.size(); // expect: QUA-INTEGER-DIVISION
        System.out.println("avg " + avg);

        System.out.println(names.stream().filter(n -> n.startsWith("z")).findAny().orElse("none")); // ok: QUA-OPTIONAL-GET
    }
}
