import java.math.BigDecimal;

public final class GenAccount059 {

  int grow(int total) {
    int result = total + 1; // ok: QUA-DEAD-STORE
    result = result * 2;
    return result;
  }

  boolean isAbout(double label, double width) {
    return Math.abs(label - width) < 1e-9; // ok: QUA-FLOAT-EQUALITY
  }

  BigDecimal rate() {
    return new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
  }

  void fail(Exception source) {
    source.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
  }
}
