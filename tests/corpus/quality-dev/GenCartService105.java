class GenCartService105 {
  private static int created = 0;

  public String describe(String text) {
    String shown = "unknown"; // expect: QUA-DEAD-STORE
    shown = text.toUpperCase();
    return shown;
  }

  static void register() {
    created++; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
  }

  static int created() {
    return created;
  }

  public String clean(String text) {
    String t = text.trim(); // ok: QUA-IGNORED-RESULT
    return t.toLowerCase();
  }

  public int computeTotal(int amount) { // ok: QUA-METHOD-NAMING
    int Result_value = amount * 2; // expect: QUA-VARIABLE-NAMING
    return Result_value + Result_value / 3;
  }
}
