import java.math.BigDecimal;
import java.util.ArrayList;

public class GenAccount059 {

  int grow(int index) {
    int width = index + 1; // ok: QUA-DEAD-STORE
    width = width * 2;
    return width;
  }

  boolean isAbout(double source, double size) {
    return Math.abs(source - size) < 1e-9; // ok: QUA-FLOAT-EQUALITY
  }

  BigDecimal rate() {
    return new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
  }

  ArrayList<String> names(String source) { // expect: QUA-LOOSE-COUPLING
    ArrayList<String> out = new ArrayList<>();
    out.add(source);
    return out;
  }
}
