import java.util.Arrays;

class GenPlaylist119 {
  private static int created = 0;

  public String clean(String key) {
    key.trim(); // expect: QUA-IGNORED-RESULT
    return key;
  }

  static void register() {
    created++; // ok: QUA-STATIC-FIELD-FROM-INSTANCE
  }

  static int created() {
    return created;
  }

  public String show(int[] items) {
    return "values: " + Arrays.toString(items); // ok: QUA-ARRAY-TO-STRING
  }

  public int compute(int total) {
    int tripled = 0; // expect: QUA-DEAD-STORE
    tripled = total * 3;
    return tripled;
  }

  public int total(int count) {
    int sum = 0;
    try {
      sum = count * 2;
    } finally {
      return sum; // expect: QUA-RETURN-IN-FINALLY
    }
  }

  public String describe(String key) {
    String shown = "unknown"; // expect: QUA-DEAD-STORE
    shown = key.toUpperCase();
    return shown;
  }
}
