import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;

public class GenMailService093 {

    int sumTo(int n) {
        int total = 0; // ok: QUA-DEAD-STORE
        for (int i = 1; i <= n; i++) {
            total += i;
        }
        return total;
    }

    String join(List<String> input) {
        StringBuilder out = new StringBuilder();
        for (String s : input) {
            out.append(s + ","); // expect: QUA-APPEND-CONCAT
        }
        return out.toString();
    }

    List<String> parseDates(List<String> source) throws ParseException {
        List<String> out = new ArrayList<>();
        for (String s : source) {
            SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-OBJECT-IN-LOOP
            out.add(f.parse(s).toString());
        }
        return out;
    }
}
