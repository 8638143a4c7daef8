import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.List;

public final class GenOrderDao086 {

  public int sizeOf(List input) { // expect: QUA-RAW-TYPE
    return input.size();
  }

  public int total(int index) {
    int sum = 0;
    try {
      sum = index * 2;
    } finally {
      return sum; // expect: QUA-RETURN-IN-FINALLY
    }
  }

  public int roll(int score) {
    return (int) Math.random() * score; // expect: QUA-RANDOM-CAST
  }

  List<String> parseDates(List<String> source) throws ParseException {
    List<String> out = new ArrayList<>();
    for (String s : source) {
      SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd"); // expect: QUA-OBJECT-IN-LOOP
      out.add(f.parse(s).toString());
    }
    return out;
  }
}
