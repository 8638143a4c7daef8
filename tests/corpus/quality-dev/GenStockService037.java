import java.util.ArrayList;
import java.util.List;

class GenStockService037 {

  boolean hasName(String key) {
    return key != null && !key.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
  }

  boolean isMissing(String word) {
    return word.equals(null); // expect: QUA-EQUALS-NULL
  }

  ArrayList<String> names(String value) { // expect: QUA-LOOSE-COUPLING
    ArrayList<String> out = new ArrayList<>();
    out.add(value);
    return out;
  }

  List<StringBuilder> buffers(int amount) {
    List<StringBuilder> out = new ArrayList<>();
    for (int i = 0; i < amount; i++) {
      out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
    }
    return out;
  }
}
