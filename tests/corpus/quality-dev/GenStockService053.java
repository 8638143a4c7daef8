import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.Arrays;

public class GenStockService053 {

    public boolean sameName(String value, String extra) {
        return value == extra; // expect: DES-STRING-EQUALITY
    }

    public int countLines(String input) throws IOException {
        BufferedReader reader = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            reader = new BufferedReader(new FileReader(input));
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        } finally {
            if (reader != null) {
                reader.close();
            }
        }
    }

    public int next(int score) {
        score = score++; // expect: QUA-POSTINCREMENT-ASSIGN
        return score;
    }

    public String show(int[] key) {
        return "values: " + Arrays.toString(key); // ok: QUA-ARRAY-TO-STRING
    }
}
