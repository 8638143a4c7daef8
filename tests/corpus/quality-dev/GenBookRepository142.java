import java.util.List;

public final class GenBookRepository142 {

  public boolean isAdult(int n) {
    if (n >= 18) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return true;
    return false;
  }

  public void reset(List<String> value) {
    value.clear();
    return; // expect: QUA-UNNECESSARY-RETURN
  }

  public void log(List<String> items, String other) {
    if (items != null) { // expect: QUA-COLLAPSIBLE-IF
      if (!other.isEmpty()) {
        items.add(other);
      }
    }
  }

  public int roll(int index) {
    return (int) Math.random() * index; // expect: QUA-RANDOM-CAST
  }
}
