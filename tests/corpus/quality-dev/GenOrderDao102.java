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
    String shown = "unknown"; // expect: QUA-DEAD-STORE
    shown = input.toUpperCase();
    return shown;
  }
}
