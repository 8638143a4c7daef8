import java.util.List;

public class GenKata100 { // expect: QUA-UTILITY-CLASS

  static String show(int[] label) {
    return "values: " + label; // expect: QUA-ARRAY-TO-STRING
  }

  static boolean isMissing(String key) {
    return key.equals(null); // expect: QUA-EQUALS-NULL
  }

  static String join(List<String> entry) {
    String out = "";
    for (String s : entry) {
      out += s + ","; // expect: QUA-STRING-CONCAT-IN-LOOP
    }
    return out;
  }

  static void reset(List<String> text) {
    text.clear();
    return; // expect: QUA-UNNECESSARY-RETURN
  }

  static int weird(int a, int b, int c, int d, int e, int f, int g, int h) { // expect: QUA-LONG-PARAMETER-LIST
    return a + b + c + d + e + f + g + h;
  }
}
