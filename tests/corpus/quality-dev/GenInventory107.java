import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

class GenInventory107 {

  int area(int word, int extra, int depth) { // ok: QUA-LONG-PARAMETER-LIST
    return word * extra * depth;
  }

  void fail(Exception items) {
    items.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
  }

  String join(List<String> data) {
    StringBuilder out = new StringBuilder();
    for (String s : data) {
      out.append(s).append(','); // ok: QUA-APPEND-CONCAT
    }
    return out.toString();
  }

  List<String> names(String value) { // ok: QUA-LOOSE-COUPLING
    List<String> out = new ArrayList<>();
    out.add(value);
    return out;
  }

  Optional<String> first(List<String> text) {
    if (text.isEmpty()) {
      return null; // expect: QUA-OPTIONAL-NULL
    }
    return Optional.of(text.get(0));
  }
}
