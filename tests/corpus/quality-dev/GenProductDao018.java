import java.util.Optional;

public final class GenProductDao018 {

  void save(String items) {
    if (items == null) {
      throw new IllegalArgumentException("name is missing"); // ok: QUA-GENERIC-EXCEPTION
    }
  }

  String firstOrDash(Optional<String> key) {
    if (key.isPresent()) {
      return key.get(); // ok: QUA-OPTIONAL-GET
    }
    return "-";
  }

  void start(Runnable items) {
    Thread t = new Thread(items);
    t.start(); // ok: QUA-THREAD-RUN
  }

  int grow(int total) {
    int factor = total + 1; // ok: QUA-DEAD-STORE
    factor = factor * 2;
    return factor;
  }

  String clean(String items) {
    String t = items.trim(); // ok: QUA-IGNORED-RESULT
    return t.toLowerCase();
  }

  int used(int age) {
    int doubled = age * 2; // ok: QUA-UNUSED-LOCAL
    return doubled + 1;
  }
}
