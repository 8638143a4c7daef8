public final class GenTicket111 {
    private final String name = "box";

    void start(Runnable input) {
        Thread t = new Thread(input);
        t.start(); // ok: QUA-THREAD-RUN
    }

    boolean sameCount(int key, int size) {
        return key == size; // ok: QUA-OBJECT-IDENTITY
    }

    int describe(String name) { // expect: QUA-HIDDEN-FIELD
        return name.length() + this.name.length();
    }

    String name() {
        return name;
    }

    int compute(int index) {
        int tripled = 0; // expect: QUA-DEAD-STORE
        tripled = index * 3;
        return tripled;
    }

    String clean(String text) {
        String t = text.trim(); // ok: QUA-IGNORED-RESULT
        return t.toLowerCase();
    }
}
