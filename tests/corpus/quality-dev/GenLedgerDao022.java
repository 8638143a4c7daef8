import java.util.List;

public class GenLedgerDao022 {

  int sizeOf(List<?> items) { // ok: QUA-RAW-TYPE
    return items.size();
  }

  int computeTotal(int amount) { // ok: QUA-METHOD-NAMING
    int Result_value = amount * 2; // expect: QUA-VARIABLE-NAMING
    return Result_value + Result_value / 3;
  }

  void store(String word) throws Exception { // expect: QUA-GENERIC-EXCEPTION
    if (word.isEmpty()) {
      throw new IllegalStateException("empty");
    }
  }

  void start(Runnable label) {
    Thread t = new Thread(label);
    t.start(); // ok: QUA-THREAD-RUN
  }
}
