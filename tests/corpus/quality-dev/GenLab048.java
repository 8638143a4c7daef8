import java.math.BigDecimal;

public final class GenLab048 {

  int roll(int total) {
    return (int) (Math.random() * total); // ok: QUA-RANDOM-CAST
  }

  int computeTotal(int total) { // ok: QUA-METHOD-NAMING
    int Result_value = total * 2; // expect: QUA-VARIABLE-NAMING
    return Result_value + Result_value / 3;
  }

  String name(String label) {
    return label.toString(); // expect: QUA-STRING-TO-STRING
  }

  boolean hasName(String entry) {
    return entry != null && !entry.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
  }

  boolean isText(Object items) {
    return items != null && items instanceof String; // expect: QUA-REDUNDANT-NULL-CHECK
  }

  BigDecimal rate() {
    return new BigDecimal("0.15"); // ok: QUA-BIGDECIMAL-FROM-DOUBLE
  }
}
