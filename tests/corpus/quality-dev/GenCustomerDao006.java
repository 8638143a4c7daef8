import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;

public final class GenCustomerDao006 {

  void check(int n) {
    if (n < 0) { // expect: QUA-EMPTY-IF
    }
  }

  int clamp(int count) {
    if (count > 100); // expect: QUA-EMPTY-STATEMENT
    {
      count = 100;
    }
    return count;
  }

  List<String> parseDates(List<String> source) throws ParseException {
    List<String> out = new ArrayList<>();
    for (String s : source) {
      SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-OBJECT-IN-LOOP
      out.add(f.parse(s).toString());
    }
    return out;
  }

  int used(int age) {
    int doubled = age * 2; // ok: QUA-UNUSED-LOCAL
    return doubled + 1;
  }

  String label(int count) {
    switch (count) { // ok: QUA-SWITCH-NO-DEFAULT
      case 1:
        return "one";
      case 2:
        return "two";
      default:
        return "many";
    }
  }
}
