import java.util.ArrayList;
import java.util.List;
import java.util.Random;

class GenDrill152 {

    public static void main(String[] args) {
        System.out.println("GenDrill152 ready"); // ok: STY-SYSTEM-OUT
    }

  int dice(int score) {
    int sum = 0;
    for (int i = 0; i < score; i++) {
      Random r = new Random(); // expect: QUA-OBJECT-IN-LOOP
      sum += r.nextInt(6) + 1;
    }
    return sum;
  }

  List<String> names(String label) { // ok: QUA-LOOSE-COUPLING
    List<String> out = new ArrayList<>();
    out.add(label);
    return out;
  }

  void report(int score) {
    System.out.println("Result: " + score); // ok: STY-SYSTEM-OUT
  }

  String clean(String value) {
    String t = value.trim(); // ok: QUA-IGNORED-RESULT
    return t.toLowerCase();
  }

  int sizeOf(List<?> source) { // ok: QUA-RAW-TYPE
    return source.size();
  }
}
