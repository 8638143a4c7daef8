import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.List;

public final class GenDrill076 {

  int check(boolean entry) {
    if (entry = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
      return 1;
    }
    return 0;
  }

  int countLines(String word) throws IOException {
    BufferedReader reader = null;
    try { // expect: QUA-TRY-WITH-RESOURCES
      reader = new BufferedReader(new FileReader(word));
      int n = 0;
      while (reader.readLine() != null) {
        n++;
      }
      return n;
    } finally {
      if (reader != null) {
        reader.close();
      }
    }
  }

  int length(String key) {
    try {
      return key.length();
    } catch (NullPointerException e) { // expect: QUA-CATCH-NPE
      return 0;
    }
  }

  int total(int amount) {
    int sum = 0;
    try {
      sum = amount * 2;
    } finally {
      return sum; // expect: QUA-RETURN-IN-FINALLY
    }
  }

  boolean isValid(String data) {
    return data != null ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
  }

  boolean isEmpty(List<String> source) {
    return source.isEmpty(); // ok: QUA-SIZE-ZERO
  }
}
