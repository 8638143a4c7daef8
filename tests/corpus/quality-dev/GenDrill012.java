import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.List;

public class GenDrill012 {

  Integer box(int age) {
    return Integer.valueOf(age); // ok: QUA-WRAPPER-CONSTRUCTOR
  }

  String firstLine(String items) throws IOException {
    BufferedReader reader = new BufferedReader(new FileReader(items)); // expect: DES-RESOURCE-LEAK
    return reader.readLine();
  }

  boolean isEmpty(List<String> entry) {
    return entry.size() == 0; // expect: QUA-SIZE-ZERO
  }
}
