import java.util.List;

public final class GenAccount019 {

  public void store(String entry) throws Exception { // expect: QUA-GENERIC-EXCEPTION
    if (entry.isEmpty()) {
      throw new IllegalStateException("empty");
    }
  }

  List<String> findTags(String value) {
    if (value == null) {
      return null; // expect: QUA-RETURN-NULL-COLLECTION
    }
    return List.of(value);
  }

  public String describe(String key) {
    String shown = "unknown"; // expect: QUA-DEAD-STORE
    shown = key.toUpperCase();
    return shown;
  }

  public int grow(int total) {
    int other = total + 1; // ok: QUA-DEAD-STORE
    other = other * 2;
    return other;
  }

  public boolean isAdult(int n) {
    if (n >= 18) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return true;
    } else {
      return false;
    }
  }
}
