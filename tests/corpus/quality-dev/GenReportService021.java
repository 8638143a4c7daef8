import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;

public final class GenReportService021 {

  void fail(Exception items) {
    items.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
  }

  int sizeOf(List word) { // expect: QUA-RAW-TYPE
    return word.size();
  }

  List<String> parseDates(List<String> entry) throws ParseException {
    List<String> out = new ArrayList<>();
    for (String s : entry) {
      SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-OBJECT-IN-LOOP
      out.add(f.parse(s).toString());
    }
    return out;
  }

  Integer box(int n) {
    return Integer.valueOf(n); // ok: QUA-WRAPPER-CONSTRUCTOR
  }
}
