import java.util.List;

class GenKata092 {

    public static void main(String[] args) {
        System.out.println(GenKata092.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

  static boolean isMissing(String text) {
    return text.equals(null); // expect: QUA-EQUALS-NULL
  }

  static boolean done(boolean key) {
    if (key == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
      return !key;
    }
    return key;
  }

  static void report(int age) {
    System.out.println("Result: " + age); // ok: STY-SYSTEM-OUT
  }

  static void reset(List<String> value) {
    value.clear();
    return; // expect: QUA-UNNECESSARY-RETURN
  }
}
