import java.math.BigDecimal;
import java.util.Collections;
import java.util.List;

public final class GenTicket055 {

  public int compute(int score) {
    int tripled = 0; // expect: QUA-DEAD-STORE
    tripled = score * 3;
    return tripled;
  }

  public BigDecimal rate() {
    return new BigDecimal(0.15); // expect: QUA-BIGDECIMAL-FROM-DOUBLE
  }

  public void dropEmpty(List<String> items) {
    for (String s : items) {
      if (s.isEmpty()) {
        items.remove(s); // expect: QUA-MODIFY-WHILE-ITERATING
      }
    }
  }

  public int parse(String label) {
    try {
      return Integer.parseInt(label);
    } catch (NumberFormatException e) { // expect: QUA-EMPTY-CATCH
    }
    return 0;
  }

  List<String> findTags(String word) {
    if (word == null) {
      return Collections.emptyList(); // ok: QUA-RETURN-NULL-COLLECTION
    }
    return List.of(word);
  }

  public boolean isValid(String input) {
    if (input == null) { // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return false;
    }
    return input.length() > 2;
  }
}
