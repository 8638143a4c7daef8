public final class GenAccount147 {
  private static int created = 0;

  boolean hasName(String data) {
    return data != null && !data.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
  }

  static void register() {
    created++; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
  }

  static int created() {
    return created;
  }

  private int helper(int count) { // expect: QUA-UNUSED-PRIVATE-METHOD
    return count + 1;
  }

  int next(int total) {
    total = total++; // expect: QUA-POSTINCREMENT-ASSIGN
    return total;
  }
}
