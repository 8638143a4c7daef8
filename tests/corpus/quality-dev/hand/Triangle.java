public class Triangle implements Shape2DLike {

    private final double a;
    private final double b;
    private final double c;

    public Triangle(double a, double b, double c) {
        if (a + b <= c || a + c <= b || b + c <= a) {
            throw new IllegalArgumentException("not a triangle");
        }
        this.a = a;
        this.b = b;
        this.c = c;
    }

    public double area() { // expect: QUA-MISSING-OVERRIDE
        double s = perimeter() / 2;
        return Math.sqrt(s * (s - a) * (s - b) * (s - c));
    }

    @Override
    public double perimeter() {
        return a + b + c;
    }

    public boolean isEquilateral() {
        return a == b && b == c; // expect: QUA-FLOAT-EQUALITY
    }
}

interface Shape2DLike {
    double area();

    double perimeter();
}
