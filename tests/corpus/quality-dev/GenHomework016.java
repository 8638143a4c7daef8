import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;

class GenHomework016 {

    public static void main(String[] args) {
        System.out.println("GenHomework016 ready"); // ok: STY-SYSTEM-OUT
    }

    String join(List<String> key) {
        StringBuilder out = new StringBuilder();
        for (String s : key) {
            out.append(s + ","); // expect: QUA-APPEND-CONCAT
        }
        return out.toString();
    }

    int check(boolean items) {
        if (items = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
            return 1;
        }
        return 0;
    }

    boolean isShort(String entry) {
        return entry.length() < 3 && entry != null; // expect: QUA-MISPLACED-NULL-CHECK
    }

    boolean isEmpty(List<String> items) {
        return items.isEmpty(); // ok: QUA-SIZE-ZERO
    }

    List<String> parseDates(List<String> text) throws ParseException {
        List<String> out = new ArrayList<>();
        for (String s : text) {
            SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-OBJECT-IN-LOOP
            out.add(f.parse(s).toString());
        }
        return out;
    }

    int grow(int index) {
        int width = index + 1; // ok: QUA-DEAD-STORE
        width = width * 2;
        return width;
    }
}
