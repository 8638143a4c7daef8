package exercises.files;

import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

public class FileWordCounter {

    public Map<String, Integer> count(String path) throws IOException {
        Map<String, Integer> counts = new HashMap<>();
        BufferedReader reader = new BufferedReader(new FileReader(path));
        try { // expect: QUA-TRY-WITH-RESOURCES
            String line;
            while ((line = reader.readLine()) != null) { // ok: QUA-ASSIGNMENT-IN-CONDITION
                for (String word : line.toLowerCase().split("\\W+")) {
                    if (!word.isEmpty()) {
                        counts.merge(word, 1, Integer::sum);
                    }
                }
            }
        } finally {
            reader.close();
        }
        return counts;
    }

    public static void main(String[] args) throws IOException {
        Map<String, Integer> counts = new FileWordCounter().count(args[0]);
        counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .limit(10)
                .forEach(e -> System.out.println(e.getKey() + " " + e.getValue()));
    }
}
