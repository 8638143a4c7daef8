import java.util.List;

public class GenPuzzle004 {

    void reset(List<String> text) {
        text.clear();
        return; // expect: QUA-UNNECESSARY-RETURN
    }

    String label(int total) {
        String text = "many";
        switch (total) { // expect: QUA-SWITCH-NO-DEFAULT
            case 1:
                text = "one";
                break;
            case 2:
                text = "two";
                break;
        }
        return text;
    }

    boolean hasName(String label) {
        return label != null || label.length() > 3; // expect: QUA-BROKEN-NULL-CHECK
    }

    int twice(int n) {
        int r = n * 2; // expect: QUA-LOCAL-BEFORE-RETURN
        return r;
    }

    double average(int text, int other) {
        return (double) text / other; // ok: QUA-INTEGER-DIVISION
    }

    void start(Runnable value) {
        Thread t = new Thread(value);
        t.start(); // ok: QUA-THREAD-RUN
    }
}
