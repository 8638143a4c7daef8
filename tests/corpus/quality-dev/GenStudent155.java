import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;

public class GenStudent155 {

    int countLines(String input) throws IOException {
        try (BufferedReader reader = new BufferedReader(new FileReader(input))) { // ok: QUA-TRY-WITH-RESOURCES
            int n = 0;
            while (reader.readLine() != null) {
                n++;
            }
            return n;
        }
    }

    int check(boolean entry) {
        if (entry = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
            return 1;
        }
        return 0;
    }

    void store(String source) throws Exception { // expect: QUA-GENERIC-EXCEPTION
        if (source.isEmpty()) {
            throw new IllegalStateException("empty");
        }
    }

    boolean hasName(String word) {
        return word != null || word.length() > 3; // expect: QUA-BROKEN-NULL-CHECK
    }

    int computeTotal(int total) { // ok: QUA-METHOD-NAMING
        int Result_value = total * 2; // expect: QUA-VARIABLE-NAMING
        return Result_value + Result_value / 3;
    }
}
