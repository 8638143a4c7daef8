import java.math.BigDecimal;
import java.util.Random;

public class GenBookRepository046 {

  public String describe(String text) {
    String shown = "unknown"; // expect: QUA-DEAD-STORE
    shown = text.toUpperCase();
    return shown;
  }

  public BigDecimal rate() {
    return new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
  }

  public String findName(String key) {
    if (key.isBlank()) {
      return null; // ok: QUA-RETURN-NULL-COLLECTION
    }
    return key.trim();
  }

  public int Compute_Total(int score) { // expect: QUA-METHOD-NAMING
    return score * 2;
  }

  public int dice(int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
      Random r = new Random(); // expect: QUA-OBJECT-IN-LOOP
      sum += r.nextInt(6) + 1;
    }
    return sum;
  }

  public boolean done(boolean key) {
    if (key == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
      return !key;
    }
    return key;
  }
}
