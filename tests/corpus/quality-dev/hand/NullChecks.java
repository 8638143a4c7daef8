public class NullChecks {

    private final String name;

    public NullChecks(String name) {
        this.name = name;
    }

    public boolean hasName() {
        return !name.equals(null); // expect: QUA-EQUALS-NULL
    }

    public boolean matches(String other) {
        if (other == null) {
            return false;
        }
        return name.equals(other); // ok: QUA-EQUALS-NULL
    }

    public static void main(String[] args) {
        NullChecks n = new NullChecks("x");
        System.out.println(n.hasName() + " " + n.matches("x"));
    }
}
