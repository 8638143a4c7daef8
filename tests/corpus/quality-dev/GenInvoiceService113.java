import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public final class GenInvoiceService113 {

  String label(int age) {
    String result;
    switch (age) {
      case 1:
        result = "one"; // expect: QUA-SWITCH-FALLTHROUGH
      case 2:
        result = "two";
        break;
      default:
        result = "many";
    }
    return result;
  }

  String firstLine(String text) throws IOException {
    BufferedReader reader = new BufferedReader(new FileReader(text)); // expect: DES-RESOURCE-LEAK
    return reader.readLine();
  }

  int dice(int index) {
    Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
    int sum = 0;
    for (int i = 0; i < index; i++) {
      sum += r.nextInt(6) + 1;
    }
    return sum;
  }

  List<String> parseDates(List<String> text) throws ParseException {
    List<String> out = new ArrayList<>();
    for (String s : text) {
      SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-OBJECT-IN-LOOP
      out.add(f.parse(s).toString());
    }
    return out;
  }
}
