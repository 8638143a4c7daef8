import java.util.List;

public final class GenUserService109 {
  private int limit = 10;

  int roll(int age) {
    return (int) Math.random() * age; // expect: QUA-RANDOM-CAST
  }

  void log(List<String> key, String width) {
    if (key != null) { // expect: QUA-COLLAPSIBLE-IF
      if (!width.isEmpty()) {
        key.add(width);
      }
    }
  }

  void setLimit(int limit) { // ok: QUA-HIDDEN-FIELD
    this.limit = limit;
  }

  int limit() {
    return limit;
  }

  boolean isZero(double input) {
    return input == 0.1; // expect: QUA-FLOAT-EQUALITY
  }

  private int helper(int total) { // expect: QUA-UNUSED-PRIVATE-METHOD
    return total + 1;
  }

  int area(int text, int size, int depth) { // ok: QUA-LONG-PARAMETER-LIST
    return text * size * depth;
  }
}
