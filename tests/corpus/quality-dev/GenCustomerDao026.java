import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

class GenCustomerDao026 {
  private static int created = 0;

  void register() {
    created++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
  }

  static int created() {
    return created;
  }

  int dice(int total) {
    Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
    int sum = 0;
    for (int i = 0; i < total; i++) {
      sum += r.nextInt(6) + 1;
    }
    return sum;
  }

  List<String> parseDates(List<String> label) throws ParseException {
    List<String> out = new ArrayList<>();
    for (String s : label) {
      SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-OBJECT-IN-LOOP
      out.add(f.parse(s).toString());
    }
    return out;
  }

  String describe(String label) {
    String shown = "unknown"; // expect: QUA-DEAD-STORE
    shown = label.toUpperCase();
    return shown;
  }

  String label(int age) {
    switch (age) { // ok: QUA-SWITCH-NO-DEFAULT
      case 1:
        return "one";
      case 2:
        return "two";
      default:
        return "many";
    }
  }

  void reset(List<String> entry) {
    entry.clear();
    return; // expect: QUA-UNNECESSARY-RETURN
  }
}
