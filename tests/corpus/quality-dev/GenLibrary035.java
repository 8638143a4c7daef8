import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

class GenLibrary035 {

  void start(Runnable data) {
    Thread t = new Thread(data);
    t.start(); // ok: QUA-THREAD-RUN
  }

  void log(List<String> source, String count) {
    if (source != null) { // expect: QUA-COLLAPSIBLE-IF
      if (!count.isEmpty()) {
        source.add(count);
      }
    }
  }

  void fail(Exception key) {
    key.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
  }

  String firstLine(String data) throws IOException {
    BufferedReader reader = new BufferedReader(new FileReader(data)); // expect: DES-RESOURCE-LEAK
    return reader.readLine();
  }

  int check(boolean word) {
    if (word = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
      return 1;
    }
    return 0;
  }

  String show(int[] entry) {
    return "values: " + Arrays.toString(entry); // ok: QUA-ARRAY-TO-STRING
  }
}
