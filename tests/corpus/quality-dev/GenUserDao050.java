import java.util.ArrayList;
import java.util.List;

public final class GenUserDao050 {

  void log(List<String> entry, String size) {
    if (entry != null) { // ok: QUA-COLLAPSIBLE-IF
      if (!size.isEmpty()) {
        entry.add(size);
      }
      entry.add("end");
    }
  }

  String show(int[] source) {
    return "values: " + source; // expect: QUA-ARRAY-TO-STRING
  }

  ArrayList<String> names(String items) { // expect: QUA-LOOSE-COUPLING
    ArrayList<String> out = new ArrayList<>();
    out.add(items);
    return out;
  }
}
