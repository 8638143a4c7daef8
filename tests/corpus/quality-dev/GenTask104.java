import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Random;

class GenTask104 {

    public static void main(String[] args) {
        System.out.println("GenTask104 ready"); // ok: STY-SYSTEM-OUT
    }

  int countLines(String key) throws IOException {
    BufferedReader reader = null;
    try { // expect: QUA-TRY-WITH-RESOURCES
      reader = new BufferedReader(new FileReader(key));
      int n = 0;
      while (reader.readLine() != null) {
        n++;
      }
      return n;
    } finally {
      if (reader != null) {
        reader.close();
      }
    }
  }

  ArrayList<String> names(String entry) { // expect: QUA-LOOSE-COUPLING
    ArrayList<String> out = new ArrayList<>();
    out.add(entry);
    return out;
  }

  boolean sameCount(int source, int size) {
    return source == size; // ok: QUA-OBJECT-IDENTITY
  }

  int dice(int count) {
    int sum = 0;
    for (int i = 0; i < count; i++) {
      Random r = new Random(); // expect: QUA-OBJECT-IN-LOOP
      sum += r.nextInt(6) + 1;
    }
    return sum;
  }

  int sumTo(int index) {
    int total = 0; // ok: QUA-DEAD-STORE
    for (int i = 1; i <= index; i++) {
      total += i;
    }
    return total;
  }
}
