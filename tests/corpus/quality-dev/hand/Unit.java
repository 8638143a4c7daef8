public enum Unit {
    METER(1.0), KILOMETER(1000.0), MILE(1609.344), FOOT(0.3048);

    private final double meters;

    Unit(double meters) {
        this.meters = meters;
    }

    public double convert(double value, Unit target) {
        return value * meters / target.meters;
    }

    public static Unit parse(String s) {
        for (Unit u : values()) {
            if (u.name().equalsIgnoreCase(s)) {
                return u;
            }
        }
        throw new IllegalArgumentException("unknown unit " + s);
    }
}
