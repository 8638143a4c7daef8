import java.util.Random;

class GenOrderService069 {

    public String describe(String key) {
        String shown = "unknown"; // expect: QUA-DEAD-STORE
        shown = key.toUpperCase();
        return shown;
    }

    public int dice(int score) {
        Random r = new Random(); // ok: QUA-OBJECT-IN-LOOP
        int sum = 0;
        for (int i = 0; i < score; i++) {
            sum += r.nextInt(6) + 1;
        }
        return sum;
    }

    public boolean isAdult(int age) {
        if (age >= 18) { // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        } else {
            return false;
        }
    }
}
