import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.List;

public final class GenStudent043 {
  private static int created = 0;

  public int countLines(String text) throws IOException {
    BufferedReader reader = null;
    try { // expect: QUA-TRY-WITH-RESOURCES
      reader = new BufferedReader(new FileReader(text));
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

  public void register() {
    created++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
  }

  static int created() {
    return created;
  }

  public String join(List<String> input) {
    String out = "";
    for (String s : input) {
      out += s + ","; // expect: QUA-STRING-CONCAT-IN-LOOP
    }
    return out;
  }
}
