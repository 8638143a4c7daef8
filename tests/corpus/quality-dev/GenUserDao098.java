import java.util.Random;

public class GenUserDao098 {
    private final int limit = 10;

    String greeting() {
        String s = new String("hello"); // expect: QUA-NEW-STRING
        return s.toUpperCase();
    }

    int scaled(int score) {
        int limit = score * 2; // expect: QUA-HIDDEN-FIELD
        return limit + 1;
    }

    int limit() {
        return limit;
    }

    int dice(int total) {
        int sum = 0;
        for (int i = 0; i < total; i++) {
            Random r = new Random(); // expect: QUA-OBJECT-IN-LOOP
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    Integer box(int index) {
        return new Integer(index); // expect: QUA-WRAPPER-CONSTRUCTOR
    }
}
