import java.util.List;

public final class GenHomework028 {

    public static void main(String[] args) {
        System.out.println("GenHomework028 ready"); // ok: STY-SYSTEM-OUT
    }

  void dropEmpty(List<String> word) {
    word.removeIf(String::isEmpty); // ok: QUA-MODIFY-WHILE-ITERATING
  }

  int sizeOf(List value) { // expect: QUA-RAW-TYPE
    return value.size();
  }

  void log(List<String> value, String result) {
    if (value != null) { // ok: QUA-COLLAPSIBLE-IF
      if (!result.isEmpty()) {
        value.add(result);
      }
      value.add("end");
    }
  }
}
