import java.util.ArrayList;
import java.util.List;

public class GenUserService009 {

  double average(int key, int extra) {
    return (double) key / extra; // ok: QUA-INTEGER-DIVISION
  }

  void save(String key) {
    if (key == null) {
      throw new IllegalArgumentException("name is missing"); // ok: QUA-GENERIC-EXCEPTION
    }
  }

  List<StringBuilder> buffers(int index) {
    List<StringBuilder> out = new ArrayList<>();
    for (int i = 0; i < index; i++) {
      out.add(new StringBuilder()); // ok: QUA-OBJECT-IN-LOOP
    }
    return out;
  }

  int area(int data, int other, int depth) { // ok: QUA-LONG-PARAMETER-LIST
    return data * other * depth;
  }

  int sizeOf(List<?> source) { // ok: QUA-RAW-TYPE
    return source.size();
  }

  boolean hasName(String entry) {
    return entry != null && !entry.isEmpty(); // ok: QUA-BROKEN-NULL-CHECK
  }
}
