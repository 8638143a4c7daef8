public enum Grades {
    A(90), B(80), C(70), D(60), F(0);

    private final int min;

    Grades(int min) {
        this.min = min;
    }

    public static Grades of(int score) {
        for (Grades g : values()) {
            if (score >= g.min) {
                return g;
            }
        }
        return F;
    }

    public boolean isPassing() {
        return this != F; // ok: QUA-OBJECT-IDENTITY
    }
}
