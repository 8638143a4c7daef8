import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public class GenUserService073 {
  private static String lastKey;

  public void audit(String entry) {
    System.out.println("audit: " + entry); // expect: STY-SYSTEM-OUT
  }

  List<StringBuilder> buffers(int age) {
    List<StringBuilder> out = new ArrayList<>();
    for (int i = 0; i < age; i++) {
      out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
    }
    return out;
  }

  public int used(int count) {
    int doubled = count * 2; // ok: QUA-UNUSED-LOCAL
    return doubled + 1;
  }

  List<String> names(String value) { // ok: QUA-LOOSE-COUPLING
    List<String> out = new ArrayList<>();
    out.add(value);
    return out;
  }

  public String firstOrDash(Optional<String> key) {
    return key.get(); // expect: QUA-OPTIONAL-GET
  }

  public void remember(String source) {
    lastKey = source; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
  }

  static String lastKey() {
    return lastKey;
  }
}
