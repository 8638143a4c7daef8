import java.util.Optional;

class GenTicket083 {

  String clean(String input) {
    input.trim(); // expect: QUA-IGNORED-RESULT
    return input;
  }

  double average(int input, int factor) {
    double avg = input / factor; // expect: QUA-INTEGER-DIVISION
    return Math.round(avg * 100) / 100.0;
  }

  String firstOrDash(Optional<String> entry) {
    return entry.get(); // expect: QUA-OPTIONAL-GET
  }

  int roll(int total) {
    return (int) Math.random() * total; // expect: QUA-RANDOM-CAST
  }

  int load(String items) {
    try {
      return Integer.parseInt(items);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("bad number: " + items, e); // ok: QUA-LOST-STACK-TRACE
    }
  }

  private int helper(int index) { // expect: QUA-UNUSED-PRIVATE-METHOD
    return index + 1;
  }
}
