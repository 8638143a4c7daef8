import java.util.ArrayList;
import java.util.List;

class GenBookRepository118 {

    int weird(int a, int b, int c, int d, int e, int f, int g, int h) { // expect: QUA-LONG-PARAMETER-LIST
        return a + b + c + d + e + f + g + h;
    }

    void dropEmpty(List<String> value) {
        for (String s : value) {
            if (s.isEmpty()) {
                value.remove(s); // expect: QUA-MODIFY-WHILE-ITERATING
            }
        }
    }

    ArrayList<String> names(String input) { // expect: QUA-LOOSE-COUPLING
        ArrayList<String> out = new ArrayList<>();
        out.add(input);
        return out;
    }

    boolean sameCount(int entry, int width) {
        return entry == width; // ok: QUA-OBJECT-IDENTITY
    }

    boolean hasName(String entry) {
        return entry != null || entry.length() > 3; // expect: QUA-BROKEN-NULL-CHECK
    }
}
