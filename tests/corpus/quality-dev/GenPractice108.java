import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public class GenPractice108 {

    List<String> names(String value) { // ok: QUA-LOOSE-COUPLING
        List<String> out = new ArrayList<>();
        out.add(value);
        return out;
    }

    int countLines(String label) throws IOException {
        try (BufferedReader reader = new BufferedReader(new FileReader(label))) { // ok: QUA-TRY-WITH-RESOURCES
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        }
    }

    int used(int score) {
        int doubled = score * 2; // ok: QUA-UNUSED-LOCAL
        return doubled + 1;
    }

    int dice(int age) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < age; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    int compute(int total) {
        int factor = 0; // ok: QUA-DEAD-STORE
        if (total > 10) {
            factor = total * 3;
        }
        return factor;
    }

    int grow(int n) {
        int width = n + 1; // ok: QUA-DEAD-STORE
        width = width * 2;
        return width;
    }
}
