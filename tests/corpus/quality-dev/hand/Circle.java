public class Circle {
    private double radius; // expect: QUA-FIELD-COULD-BE-FINAL

    public Circle(double r) {
        radius = r;
    }

    public double area() {
        return Math.PI * radius * radius;
    }

    public boolean isUnit() {
        return radius == 1.0; // expect: QUA-FLOAT-EQUALITY
    }

    public boolean biggerThan(Circle o) {
        if (radius > o.radius) // expect: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
            return true;
        return false;
    }
}
