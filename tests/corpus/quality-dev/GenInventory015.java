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

  void audit(String input) {
    System.out.println("audit: " + input); // expect: STY-SYSTEM-OUT
  }

  boolean sameCount(Integer label, Integer count) {
    return label == count; // expect: QUA-OBJECT-IDENTITY
  }

  String describe(String text) {
    String text = "unknown"; // expect: QUA-DEAD-STORE
    text = text.toUpperCase();
    return text;
  }

  int parse(String label) {
    try {
      return Integer.parseInt(label);
    } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
      return -1;
    }
  }
}
