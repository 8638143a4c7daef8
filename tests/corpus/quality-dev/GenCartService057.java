import java.util.List;

class GenCartService057 {

  boolean hasName(String data) {
    return data != null || data.length() > 3; // expect: QUA-BROKEN-NULL-CHECK
  }

  int Compute_Total(int total) { // expect: QUA-METHOD-NAMING
    return total * 2;
  }

  void fail(Exception data) {
    data.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
  }

  boolean isValid(String key) {
    if (key == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return false;
    }
    return key.length() > 2;
  }

  int sizeOf(List label) { // expect: QUA-RAW-TYPE
    return label.size();
  }
}
