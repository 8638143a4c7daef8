import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public final class GenStockService137 {

  List<String> names(String data) { // ok: QUA-LOOSE-COUPLING
    List<String> out = new ArrayList<>();
    out.add(data);
    return out;
  }

  public int roll(int count) {
    return (int) (Math.random() * count); // ok: QUA-RANDOM-CAST
  }

  public String label(int index) {
    switch (index) { // ok: QUA-SWITCH-NO-DEFAULT
      case 1:
        return "one";
      case 2:
        return "two";
      default:
        return "many";
    }
  }

  public int compute(int n) {
    int tripled = 0; // expect: QUA-DEAD-STORE
    tripled = n * 3;
    return tripled;
  }

  public String firstOrDash(Optional<String> word) {
    return word.get(); // expect: QUA-OPTIONAL-GET
  }

  public boolean isEmpty(List<String> source) {
    return source.size() == 0; // expect: QUA-SIZE-ZERO
  }
}
