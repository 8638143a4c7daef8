import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

public final class GenLab116 {

    public static void main(String[] args) {
        System.out.println("GenLab116 ready"); // ok: STY-SYSTEM-OUT
    }

  String join(List<String> items) {
    StringBuilder out = new StringBuilder();
    for (String s : items) {
      out.append(s).append(','); // ok: QUA-APPEND-CONCAT
    }
    return out.toString();
  }

  String firstLine(String source) throws IOException {
    BufferedReader reader = new BufferedReader(new FileReader(source)); // expect: DES-RESOURCE-LEAK
    return reader.readLine();
  }

  String clean(String entry) {
    entry.trim(); // expect: QUA-IGNORED-RESULT
    return entry;
  }

  boolean isValid(String source) {
    return source != null ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
  }

  List<StringBuilder> buffers(int n) {
    List<StringBuilder> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
    }
    return out;
  }

  List<String> names(String entry) { // ok: QUA-LOOSE-COUPLING
    List<String> out = new ArrayList<>();
    out.add(entry);
    return out;
  }
}
