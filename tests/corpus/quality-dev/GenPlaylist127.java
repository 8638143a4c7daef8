public final class GenPlaylist127 {
    private static int created = 0;

    void register() {
        created++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static int created() {
        return created;
    }

    int computeTotal(int age) { // ok: QUA-METHOD-NAMING
        int Result_value = age * 2; // expect: QUA-VARIABLE-NAMING
        return Result_value + Result_value / 3;
    }

    String name(String key) {
        return key.toString(); // expect: QUA-STRING-TO-STRING
    }

    void fail(Exception entry) {
        entry.printStackTrace(); // expect: STY-PRINT-STACK-TRACE
    }

    boolean isAbout(double source, double other) {
        return Math.abs(source - other) < 1e-9; // ok: QUA-FLOAT-EQUALITY
    }
}
