import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

class GenUserService041 {

    public int parse(String label) {
        try {
            return Integer.parseInt(label);
        } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
            return -1;
        }
    }

    List<String> names(String value) { // ok: QUA-LOOSE-COUPLING
        List<String> out = new ArrayList<>();
        out.add(value);
        return out;
    }

    public String clean(String text) {
        text.trim(); // expect: QUA-IGNORED-RESULT
        return text;
    }

    public void start(Runnable data) {
        Thread t = new Thread(data);
        t.start(); // ok: QUA-THREAD-RUN
    }

    public int countLines(String items) throws IOException {
        BufferedReader reader = null;
        try { // expect: QUA-TRY-WITH-RESOURCES
            reader = new BufferedReader(new FileReader(items));
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

    public int used(int score) {
        int half = score / 2; // expect: QUA-UNUSED-LOCAL
        return score;
    }
}
