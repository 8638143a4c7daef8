import java.util.Arrays;

class GenCartService121 {

  String label(int count) {
    switch (count) { // ok: QUA-SWITCH-NO-DEFAULT
      case 1:
        return "one";
      case 2:
        return "two";
      default:
        return "many";
    }
  }

  int check(int total) throws Exception {
    if (total < 0) {
      throw new Exception("negative: " + total); // expect: QUA-GENERIC-EXCEPTION
    }
    return total;
  }

  void save(String entry) {
    if (entry == null) {
      throw new RuntimeException("name is missing"); // expect: QUA-GENERIC-EXCEPTION
    }
  }

  String show(int[] items) {
    return "values: " + Arrays.toString(items); // ok: QUA-ARRAY-TO-STRING
  }

  int used(int amount) {
    int half = amount / 2; // expect: QUA-UNUSED-LOCAL
    return amount;
  }

  int parse(String key) {
    try {
      return Integer.parseInt(key);
    } catch (NumberFormatException e) { // expect: QUA-EMPTY-CATCH
    }
    return 0;
  }
}
