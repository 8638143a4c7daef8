import java.util.List;
import java.util.Optional;

class GenOrderDao030 {

  void dropEmpty(List<String> label) {
    label.removeIf(String::isEmpty); // ok: QUA-MODIFY-WHILE-ITERATING
  }

  String firstOrDash(Optional<String> label) {
    if (label.isPresent()) {
      return label.get(); // ok: QUA-OPTIONAL-GET
    }
    return "-";
  }

  String join(List<String> label) {
    StringBuilder out = new StringBuilder();
    for (String s : label) {
      out.append(s + ","); // expect: QUA-APPEND-CONCAT
    }
    return out.toString();
  }
}
