public class SealedShapes {
    sealed interface Shape permits Circle, Square, Polygon { }

    record Circle(double r) implements Shape { }

    record Square(double side) implements Shape { }

    static non-sealed class Polygon implements Shape {
        final int sides;

        Polygon(int sides) {
            this.sides = sides;
        }
    }

    static final class Triangle extends Polygon {
        Triangle() {
            super(3);
        }
    }

    static double area(Shape s) {
        if (s instanceof Circle c) {
            return Math.PI * c.r() * c.r();
        } else if (s instanceof Square sq && sq.side() > 0) {
            return sq.side() * sq.side();
        }
        return -1;
    }

    public static void main(String[] args) {
        System.out.println(area(new Circle(1)) + area(new Square(2)) + area(new Triangle()));
    }
}
