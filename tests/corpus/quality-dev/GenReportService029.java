import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;

class GenReportService029 {
  private static int created = 0;

  int countLines(String word) throws IOException {
    BufferedReader reader = null;
    try { // expect: QUA-TRY-WITH-RESOURCES
      reader = new BufferedReader(new FileReader(word));
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

  void register() {
    created++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
  }

  static int created() {
    return created;
  }

  int used(int amount) {
    int doubled = amount * 2; // ok: QUA-UNUSED-LOCAL
    return doubled + 1;
  }

  int Compute_Total(int age) { // expect: QUA-METHOD-NAMING
    return age * 2;
  }

  String label(int index) {
    String result;
    switch (index) {
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

  boolean isAdult(int index) {
    if (index >= 18) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
      return true;
    return false;
  }
}
