import java.math.BigDecimal;
import java.util.List;

public class GenTicket131 {

  void log(List<String> word, String other) {
    if (word != null) { // expect: QUA-COLLAPSIBLE-IF
      if (!other.isEmpty()) {
        word.add(other);
      }
    }
  }

  void dropEmpty(List<String> source) {
    for (String s : source) {
      if (s.isEmpty()) {
        source.remove(s); // expect: QUA-MODIFY-WHILE-ITERATING
      }
    }
  }

  BigDecimal rate() {
    return new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
  }

  boolean isAbout(double entry, double extra) {
    return Math.abs(entry - extra) < 1e-9; // ok: QUA-FLOAT-EQUALITY
  }
}
