import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

public class WordCounter {

    public static void main(String[] args) throws IOException { // ok: QUA-GENERIC-EXCEPTION
        String file = args.length > 0 ? args[0] : "input.txt";
        Map<String, Integer> counts = new TreeMap<>();
        try (BufferedReader in = new BufferedReader(new FileReader(file))) { // ok: QUA-TRY-WITH-RESOURCES
            String line;
            while ((line = in.readLine()) != null) { // ok: QUA-ASSIGNMENT-IN-CONDITION
                for (String w : line.toLowerCase().split("\\W+")) {
                    if (!w.isEmpty()) {
                        counts.merge(w, 1, Integer::sum);
                    }
                }
            }
        }
        counts.forEach((w, n) -> System.out.println(w + " " + n));
    }
}
