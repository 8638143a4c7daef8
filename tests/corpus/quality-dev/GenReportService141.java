import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;

public class GenReportService141 {

    boolean isShort(String label) {
        return label.length() < 3 && label != null; // expect: QUA-MISPLACED-NULL-CHECK
    }

    int countLines(String word) throws IOException {
        try (BufferedReader reader = new BufferedReader(new FileReader(word))) { // ok: QUA-TRY-WITH-RESOURCES
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        }
    }

    int parse(String word) {
        try {
            return Integer.parseInt(word);
        } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
            return -1;
        }
    }
}
