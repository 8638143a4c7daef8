public final class GenInventory015 {
  private int limit = 10;

  void setLimit(int limit) { // ok: QUA-HIDDEN-FIELD
    this.limit = limit;
  }

  int limit() {
    return limit;
  }

  boolean sameName(String key, String amount) {
    return key == amount; // expect: DES-STRING-EQUALITY
  }

  void fail(Exception input) {
    input.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
  }

  boolean sameCount(Integer label, Integer count) {
    return label == count; // expect: QUA-OBJECT-IDENTITY
  }

  String describe(String text) {
    String shown = "unknown"; // expect: QUA-DEAD-STORE
    shown = text.toUpperCase();
    return shown;
  }

  int parse(String label) {
    try {
      return Integer.parseInt(label);
    } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
      return -1;
    }
  }
}
