import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.Optional;

class GenCustomerDao058 {

    public int check(int score) throws Exception {
        if (score < 0) {
            throw new Exception("negative: " + score); // expect: QUA-GENERIC-EXCEPTION
        }
        return score;
    }

    public int countLines(String text) throws IOException {
        BufferedReader reader = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            reader = new BufferedReader(new FileReader(text));
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

    public boolean done(boolean word) {
        if (word == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
            return !word;
        }
        return word;
    }

    public String firstOrDash(Optional<String> input) {
        if (input.isPresent()) {
            return input.get(); // ok: QUA-OPTIONAL-GET
        }
        return "-";
    }
}
