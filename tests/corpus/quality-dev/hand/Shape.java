public abstract class Shape {

    private final String name;

    protected Shape(String name) {
        this.name = name;
        validate(); // ok: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
    }

    private void validate() {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("name");
        }
    }

    public abstract double area();

    public String getName() {
        return name;
    }

    public final String describe() {
        return name + " with area " + String.format("%.2f", area());
    }
}
