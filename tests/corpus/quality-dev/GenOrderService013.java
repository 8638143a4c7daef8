import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.List;

public class GenOrderService013 {

    public boolean isText(Object text) {
        return text != null && text instanceof String; // expect: QUA-REDUNDANT-NULL-CHECK
    }

    public int used(int age) {
        int doubled = age * 2; // ok: QUA-UNUSED-LOCAL
        return doubled + 1;
    }

    public int roll(int total) {
        return (int) (Math.random() * total); // ok: QUA-RANDOM-CAST
    }

    public String firstLine(String items) throws IOException {
        BufferedReader reader = new BufferedReader(new FileReader(items)); // expect: DES-RESOURCE-LEAK
        return reader.readLine();
    }

    public void log(List<String> key, String amount) {
        if (key != null) { // expect: QUA-COLLAPSIBLE-IF
            if (!amount.isEmpty()) {
                key.add(amount);
            }
        }
    }
}
