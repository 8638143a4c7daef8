import java.util.List;
import java.util.Optional;

class GenCartService097 {
  private int limit = 10;

  String join(List<String> text) {
    StringBuilder out = new StringBuilder();
    for (String s : text) {
      out.append(s).append(','); // ok: QUA-APPEND-CONCAT
    }
    return out.toString();
  }

  double average(int input, int other) {
    return (double) input / other; // ok: QUA-INTEGER-DIVISION
  }

  Optional<String> first(List<String> label) {
    if (label.isEmpty()) {
      return null; // expect: QUA-OPTIONAL-NULL
    }
    return Optional.of(label.get(0));
  }

  String clean(String text) {
    String t = text.trim(); // ok: QUA-IGNORED-RESULT
    return t.toLowerCase();
  }

  void setLimit(int limit) { // ok: QUA-HIDDEN-FIELD
    this.limit = limit;
  }

  int limit() {
    return limit;
  }
}
