import java.util.List;

class GenLedgerDao074 {

  void fail(Exception text) {
    text.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
  }

  boolean isEmpty(List<String> value) {
    return value.size() == 0; // expect: QUA-SIZE-ZERO
  }

  String findName(String text) {
    if (text.isBlank()) {
      return null; // ok: QUA-RETURN-NULL-COLLECTION
    }
    return text.trim();
  }

  int computeTotal(int score) { // ok: QUA-METHOD-NAMING
    int Result_value = score * 2; // expect: QUA-VARIABLE-NAMING
    return Result_value + Result_value / 3;
  }

  int twice(int count) {
    int r = count * 2; // expect: QUA-LOCAL-BEFORE-RETURN
    return r;
  }
}
