import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class CleanFresh3 {
    public static List<Integer> readNumbers(Path file) throws IOException {
        List<Integer> numbers = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file)) {
            String line;
            while ((line = reader.readLine()) != null) {
                String trimmed = line.trim();
                if (trimmed.isEmpty()) {
                    continue;
                }
                try {
                    numbers.add(Integer.parseInt(trimmed));
                } catch (NumberFormatException e) {
                    throw new IOException("bad number: " + trimmed, e);
                }
            }
        }
        return numbers;
    }

    public static void main(String[] args) throws IOException {
        List<Integer> nums = readNumbers(Path.of(args[0]));
        long sum = 0;
        for (int n : nums) {
            sum += n;
        }
        System.out.println(nums.isEmpty() ? "no numbers" : "average " + (double) sum / nums.size());
    }
}
