public class Counter {
    private int count;
    private int step;

    public Counter(int step) {
        step = step; // expect: QUA-SELF-ASSIGNMENT
    }

    public void increment() {
        count = count++; // expect: QUA-POSTINCREMENT-ASSIGN
    }

    public int get() {
        return count;
    }

    public int getStep() {
        return step;
    }

    public boolean isZero() {
        return count == 0;
    }

    public boolean isEven() {
        if (count % 2 == 0 == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON, QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        }
        return false;
    }

    public int random(int max) {
        return (int) Math.random() * max; // expect: QUA-RANDOM-CAST
    }

    public void reset(Integer to) {
        Integer zero = 0;
        if (to == zero) { // expect: QUA-OBJECT-IDENTITY
            count = 0;
        } else {
            count = to;
        }
    }

    public void check(String label) {
        if (label != null || label.length() > 0) { // expect: QUA-BROKEN-NULL-CHECK, QUA-SIZE-ZERO
            System.out.println(label);
        }
    }

    public double ratio(double a, double b) {
        if (a / b == 0.3) { // expect: QUA-FLOAT-EQUALITY
            return 0.3;
        }
        if (a == b) { // expect: QUA-FLOAT-EQUALITY
            return 1;
        }
        return a / b;
    }
}
