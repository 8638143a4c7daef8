public class Rectangle {

    private final double width;
    private final double height;

    public Rectangle(double width, double height) {
        this.width = width;
        this.height = height;
    }

    public double area() {
        return width * height;
    }

    public double perimeter() {
        return 2 * (width + height);
    }

    public boolean isSquare() {
        return Double.compare(width, height) == 0; // ok: QUA-FLOAT-EQUALITY
    }

    public Rectangle scale(double factor) {
        return new Rectangle(width * factor, height * factor);
    }

    @Override
    public String toString() {
        return "Rectangle[" + width + " x " + height + "]";
    }
}
