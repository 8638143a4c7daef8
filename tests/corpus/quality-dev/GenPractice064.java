import java.util.List;

public class GenPractice064 {

    public static void main(String[] args) {
        System.out.println(GenPractice064.class.getSimpleName()); // ok: STY-SYSTEM-OUT
    }

  static String label(int total) {
    String text = "many";
    switch (total) { // expect: QUA-SWITCH-NO-DEFAULT
      case 1:
        text = "one";
        break;
      case 2:
        text = "two";
        break;
    }
    return text;
  }

  static void reset(List<String> key) {
    key.clear();
    return; // expect: QUA-UNNECESSARY-RETURN
  }

  static boolean isAdult(int count) {
    if (count >= 18) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return true;
    return false;
  }

  static Integer box(int score) {
    return new Integer(score); // expect: QUA-WRAPPER-CONSTRUCTOR
  }
}
