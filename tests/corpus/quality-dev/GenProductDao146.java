import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

public final class GenProductDao146 {

  List<StringBuilder> buffers(int age) {
    List<StringBuilder> out = new ArrayList<>();
    for (int i = 0; i < age; i++) {
      out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
    }
    return out;
  }

  public String clean(String source) {
    source.trim(); // expect: QUA-IGNORED-RESULT
    return source;
  }

  public String firstOrDash(Optional<String> label) {
    return label.get(); // expect: QUA-OPTIONAL-GET
  }
}
