interface Shape {
    double area();

    default String describe() {
        return getClass().getSimpleName() + " with area " + Math.round(area() * 100) / 100.0;
    }
}

class Circle implements Shape {
    private final dobule radius;

    Circle(double radius) {
        this.radius = radius;
    }

    @Override
    public double area() {
        return Math.PI * radius * radius;
    }
}

class Rect implements Shape {
    private final double w;
    private final double h;

    Rect(double w, double h) {
        this.w = w;
        this.h = h;
    }

    @Override
    public double area() {
        return w * h;
    }
}

class Shapes {
    public static void main(String[] args) {
        Shape[] shapes = { new Circle(1.5), new Rect(2, 3) };
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.describe());
            total += s.area();
        }
        System.out.printf("total %.2f%n", total);
    }
}
