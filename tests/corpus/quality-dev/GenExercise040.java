import java.util.Random;

public class GenExercise040 {

    public static void main(String[] args) {
        System.out.println("GenExercise040 ready"); // ok: STY-SYSTEM-OUT
    }

  int grow(int count) {
    int amount = count + 1; // ok: QUA-DEAD-STORE
    amount = amount * 2;
    return amount;
  }

  int dice(int amount) {
    int sum = 0;
    for (int i = 0; i < amount; i++) {
      Random r = new Random(); // expect: QUA-OBJECT-IN-LOOP
      sum += r.nextInt(6) + 1;
    }
    return sum;
  }

  String label(int amount) {
    switch (amount) { // ok: QUA-SWITCH-NO-DEFAULT
      case 1:
        return "one";
      case 2:
        return "two";
      default:
        return "many";
    }
  }
}
