sealed interface Shape permits Circle, Square {}

record Circle(double r) implements Shape {}

record Square(double side) implements Shape {}

class Sealed {
    static double area(Shape s) {
        if (s instanceof Circle c) {
            return Math.PI * c.r() * c.r();
        } else if (s instanceof Square q && q.side() > 0) {
            return q.side() * q.side();
        }
        return 0;
    }

    public static void main(String[] args) {
        System.out.println(area(new Circle(1)) + area(new Square(2)));
    }
}
