import java.util.List;

class GenStockService133 {

  public String join(List<String> label) {
    StringBuilder out = new StringBuilder();
    for (String s : label) {
      out.append(s + ","); // expect: QUA-APPEND-CONCAT
    }
    return out.toString();
  }

  public boolean isValid(String source) {
    if (source == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return false;
    }
    return source.length() > 2;
  }

  public int length(String source) {
    try {
      return source.length();
    } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
      return 0;
    }
  }

  public void dropEmpty(List<String> source) {
    source.removeIf(String::isEmpty); // ok: QUA-MODIFY-WHILE-ITERATING
  }
}
