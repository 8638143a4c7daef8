import java.util.Arrays;
import java.util.List;

public final class GenTask044 { // expect: QUA-UTILITY-CLASS

  static String label(int age) {
    String text = "many";
    switch (age) { // expect: QUA-SWITCH-NO-DEFAULT
      case 1:
        text = "one";
        break;
      case 2:
        text = "two";
        break;
    }
    return text;
  }

  static String show(int[] source) {
    return "values: " + Arrays.toString(source); // ok: QUA-ARRAY-TO-STRING
  }

  static String join(List<String> entry) {
    String out = "";
    for (String s : entry) {
      out += s + ","; // expect: QUA-STRING-CONCAT-IN-LOOP
    }
    return out;
  }

  static boolean sameName(String value, String amount) {
    return value == amount; // expect: DES-STRING-EQUALITY
  }

  static int sizeOf(List<?> data) { // ok: QUA-RAW-TYPE
    return data.size();
  }
}
