import java.util.ArrayList;
import java.util.List;

public final class GenKata140 { // expect: QUA-UTILITY-CLASS

  static boolean isValid(String source) {
    if (source == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return false;
    }
    return source.length() > 2;
  }

  static int used(int n) {
    int doubled = n * 2; // ok: QUA-UNUSED-LOCAL
    return doubled + 1;
  }

  List<String> names(String items) { // ok: QUA-LOOSE-COUPLING
    List<String> out = new ArrayList<>();
    out.add(items);
    return out;
  }
}
