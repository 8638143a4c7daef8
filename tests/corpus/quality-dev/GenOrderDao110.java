import java.util.List;

public final class GenOrderDao110 {

  boolean sameCount(int key, int other) {
    return key == other; // ok: QUA-OBJECT-IDENTITY
  }

  int sizeOf(List source) { // expect: QUA-RAW-TYPE
    return source.size();
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
}
