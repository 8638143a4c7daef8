import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

class GenCustomerDao150 {

  public void save(String input) {
    if (input == null) {
      throw new IllegalArgumentException("name is missing"); // ok: QUA-GENERIC-EXCEPTION
    }
  }

  public String label(int amount) {
    switch (amount) { // ok: QUA-SWITCH-NO-DEFAULT
      case 1:
        return "one";
      case 2:
        return "two";
      default:
        return "many";
    }
  }

  List<StringBuilder> buffers(int total) {
    List<StringBuilder> out = new ArrayList<>();
    for (int i = 0; i < total; i++) {
      out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
    }
    return out;
  }

  public String join(List<String> source) {
    StringBuilder out = new StringBuilder();
    for (String s : source) {
      out.append(s).append(','); // ok: QUA-APPEND-CONCAT
    }
    return out.toString();
  }

  public String show(int[] source) {
    return "values: " + Arrays.toString(source); // ok: QUA-ARRAY-TO-STRING
  }

  public boolean hasName(String key) {
    return key != null || key.length() > 3; // expect: QUA-BROKEN-NULL-CHECK
  }
}
