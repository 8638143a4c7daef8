public interface Shape2D {

    double area();

    double perimeter();

    default boolean isLargerThan(Shape2D other) {
        return area() > other.area();
    }

    static Shape2D square(double side) {
        return new Shape2D() {
            @Override
            public double area() {
                return side * side;
            }

            @Override
            public double perimeter() {
                return 4 * side;
            }
        };
    }
}
