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
        return Result_value;
    }

    String name(String key) {
        return key.toString(); // expect: QUA-STRING-TO-STRING
    }

    void audit(String entry) {
        System.out.println("audit: " + entry); // expect: STY-SYSTEM-OUT
    }

    boolean isAbout(double source, double other) {
        return Math.abs(source - other) < 1e-9; // ok: QUA-FLOAT-EQUALITY
    }
}
