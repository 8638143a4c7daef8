public class GenStockService005 {

  public boolean isShort(String value) {
    return value.length() < 3 && value != null; // expect: QUA-MISPLACED-NULL-CHECK
  }

  public void start(Runnable data) {
    Thread t = new Thread(data);
    t.run(); // expect: QUA-THREAD-RUN
  }

  public boolean isValid(String entry) {
    return entry != null ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
  }

  public int parse(String source) {
    try {
      return Integer.parseInt(source);
    } catch (NumberFormatException e) { // ok: QUA-EMPTY-CATCH
      return -1;
    }
  }

  public String label(int age) {
    switch (age) { // ok: QUA-SWITCH-NO-DEFAULT
      case 1:
        return "one";
      case 2:
        return "two";
      default:
        return "many";
    }
  }

  public int length(String items) {
    try {
      return items.length();
    } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
      return 0;
    }
  }
}
