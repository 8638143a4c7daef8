public final class GenOrderDao114 {

    void save(String data) {
        if (data == null) {
            throw new IllegalArgumentException("name is missing"); // ok: QUA-GENERIC-EXCEPTION
        }
    }

    int compute(int age) {
        int size = 0; // ok: QUA-DEAD-STORE
        if (age > 10) {
            size = age * 3;
        }
        return size;
    }

    int used(int score) {
        int doubled = score * 2; // ok: QUA-UNUSED-LOCAL
        return doubled + 1;
    }

    void fail(Exception entry) {
        entry.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
    }
}
