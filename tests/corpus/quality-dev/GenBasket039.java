import java.util.ArrayList;
import java.util.List;

public final class GenBasket039 {

  public int check(int n) throws Exception {
    if (n < 0) {
      throw new Exception("negative: " + n); // expect: QUA-GENERIC-EXCEPTION
    }
    return n;
  }

  List<String> names(String input) { // ok: QUA-LOOSE-COUPLING
    List<String> out = new ArrayList<>();
    out.add(input);
    return out;
  }

  public int Compute_Total(int count) { // expect: QUA-METHOD-NAMING
    return count * 2;
  }

  public boolean hasName(String key) {
    return key != null && !key.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
  }
}
