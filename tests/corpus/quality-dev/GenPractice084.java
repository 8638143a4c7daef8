import java.util.Arrays;
import java.util.List;

public class GenPractice084 {

    public static void main(String[] args) {
        System.out.println(GenPractice084.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

  static boolean isAbout(double entry, double amount) {
    return Math.abs(entry - amount) < 1e-9; // ok: QUA-FLOAT-EQUALITY
  }

  static String show(int[] key) {
    return "values: " + Arrays.toString(key); // ok: QUA-ARRAY-TO-STRING
  }

  static void log(List<String> value, String width) {
    if (value != null) { // expect: QUA-COLLAPSIBLE-IF
      if (!width.isEmpty()) {
        value.add(width);
      }
    }
  }
}
