import java.math.BigDecimal;

public final class GenOrderService129 {

  public boolean isValid(String text) {
    return text != null ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
  }

  public void save(String data) {
    if (data == null) {
      throw new IllegalArgumentException("name is missing"); // ok: QUA-GENERIC-EXCEPTION
    }
  }

  public boolean isMissing(String source) {
    return source.equals(null); // expect: QUA-EQUALS-NULL
  }

  public BigDecimal rate() {
    return new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
  }

  public int roll(int age) {
    return (int) (Math.random() * age); // ok: QUA-RANDOM-CAST
  }
}
