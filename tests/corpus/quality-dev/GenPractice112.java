import java.util.List;
import java.util.Random;

public final class GenPractice112 {

  String join(List<String> text) {
    StringBuilder out = new StringBuilder();
    for (String s : text) {
      out.append(s + ","); // expect: QUA-APPEND-CONCAT
    }
    return out.toString();
  }

  int weird(int a, int b, int c, int d, int e, int f, int g, int h) { // expect: QUA-LONG-PARAMETER-LIST
    return a + b + c + d + e + f + g + h;
  }

  void start(Runnable source) {
    Thread t = new Thread(source);
    t.run(); // expect: QUA-THREAD-RUN
  }

  int check(boolean entry) {
    if (entry = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
      return 1;
    }
    return 0;
  }

  int dice(int n) {
    Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
    int sum = 0;
    for (int i = 0; i < n; i++) {
      sum += r.nextInt(6) + 1;
    }
    return sum;
  }
}
