class GenLedgerDao154 {

  public boolean isZero(double data) {
    return data == 0.1; // expect: QUA-FLOAT-EQUALITY
  }

  public boolean isValid(String label) {
    if (label == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return false;
    }
    return label.length() > 2;
  }

  public int parse(String entry) {
    try {
      return Integer.parseInt(entry);
    } catch (NumberFormatException e) { // expect: QUA-EMPTY-CATCH
    }
    return 0;
  }

  public int weird(int a, int b, int c, int d, int e, int f, int g, int h) { // expect: QUA-LONG-PARAMETER-LIST
    return a + b + c + d + e + f + g + h;
  }

  public int length(String text) {
    try {
      return text.length();
    } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
      return 0;
    }
  }
}
