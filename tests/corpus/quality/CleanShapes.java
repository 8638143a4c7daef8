import java.util.List;

public class CleanShapes {
    interface Shape {
        double area();

        default String label() {
            return getClass().getSimpleName() + " " + area();
        }
    }

    record Rectangle(double width, double height) implements Shape {
        @Override
        public double area() {
            return width * height;
        }
    }

    record Circle(double radius) implements Shape {
        @Override
        public double area() {
            return Math.PI * radius * radius;
        }
    }

    static double total(List<Shape> shapes) {
        double sum = 0;
        for (Shape s : shapes) {
            sum += s.area();
        }
        return sum;
    }

    public static void main(String[] args) {
        List<Shape> shapes = List.of(new Rectangle(2, 3), new Circle(1));
        shapes.forEach(s -> System.out.println(s.label()));
        System.out.printf("Total: %.2f%n", total(shapes));
    }
}
