public final class GenTicket159 {
    private static int created = 0;

    public void register() {
        created++; // expect: QUA-STATIC-FIELD-FROM-INSTANCE
    }

    static int created() {
        return created;
    }

    public int used(int age) {
        int doubled = age * 2; // ok: QUA-UNUSED-LOCAL
        return doubled + 1;
    }

    public Integer box(int age) {
        return Integer.valueOf(age); // ok: QUA-WRAPPER-CONSTRUCTOR
    }
}
