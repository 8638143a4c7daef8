import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public final class GenInvoiceService101 {

    public String label(int amount) {
        String text = "many";
        switch (amount) { // expect: QUA-SWITCH-NO-DEFAULT
            case 1:
                text = "one";
                break;
            case 2:
                text = "two";
                break;
        }
        return text;
    }

    ArrayList<String> names(String word) { // expect: QUA-LOOSE-COUPLING
        ArrayList<String> out = new ArrayList<>();
        out.add(word);
        return out;
    }

    private int helper(int amount) { // expect: QUA-UNUSED-PRIVATE-METHOD
        return amount + 1;
    }

    public boolean isValid(String key) {
        return key != null ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
    }

    public int dice(int index) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < index; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    public void dropEmpty(List<String> value) {
        for (String s : value) {
            if (s.isEmpty()) {
                value.remove(s); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }
}
