package geometry;

public class Shape {
    private final String label;
    private final double area;

    public Shape(String label) {
        this.label = label;
        this.area = computeArea(); // expect: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
    }

    public double computeArea() {
        return 0.0;
    }

    public String getLabel() {
        return label;
    }

    public double getArea() {
        return area;
    }
}

class Circle extends Shape {
    private final double radius;

    Circle(double radius) {
        super("circle");
        this.radius = radius;
    }

    @Override
    public double computeArea() {
        return Math.PI * radius * radius;
    }
}

final class Square {
    private final double side;
    private final double area;

    Square(double side) {
        this.side = side;
        this.area = computeArea(); // ok: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
    }

    public double computeArea() {
        return side * side;
    }

    public double getArea() {
        return area;
    }
}
