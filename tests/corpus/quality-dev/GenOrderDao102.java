public class GenOrderDao102 {

  void check(int score) {
    if (score < 0) { // expect: QUA-EMPTY-IF
    }
  }

  boolean isValid(String input) {
    if (input == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return false;
    }
    return input.length() > 2;
  }

  String describe(String input) {
    String text = "unknown"; // expect: QUA-DEAD-STORE
    text = input.toUpperCase();
    return text;
  }
}
