import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public class GenGarage079 {

  public boolean isValid(String key) {
    return key != null ? true : false; // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
  }

  public int dice(int amount) {
    Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
    int sum = 0;
    for (int i = 0; i < amount; i++) {
      sum += r.nextInt(6) + 1;
    }
    return sum;
  }

  List<String> parseDates(List<String> input) throws ParseException {
    List<String> out = new ArrayList<>();
    for (String s : input) {
      SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-OBJECT-IN-LOOP
      out.add(f.parse(s).toString());
    }
    return out;
  }
}
