import java.util.List;

abstract class Shape {
    abstract double area();

    String name() {
        return "shape";
    }
}

class Circle extends Shape {
    private final double r;

    Circle(double r) {
        this.r = r;
    }

    double area() { // expect: QUA-MISSING-OVERRIDE
        return Math.PI * r * r;
    }

    @Override
    String name() { // ok: QUA-MISSING-OVERRIDE
        return "circle";
    }

    double radius() { // ok: QUA-MISSING-OVERRIDE
        return r;
    }
}

class Widget {
    private final String title;

    Widget(String title) {
        this.title = title;
        render(); // expect: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
        validate(title); // ok: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
    }

    public void render() {
        System.out.println(title);
    }

    private void validate(String t) {
        if (t.isBlank()) {
            throw new IllegalArgumentException("title");
        }
    }
}

class MathUtils { // expect: QUA-UTILITY-CLASS
    static int square(int x) {
        return x * x;
    }

    static int cube(int x) {
        return x * x * x;
    }
}

final class StringUtils { // ok: QUA-UTILITY-CLASS
    private StringUtils() {
    }

    static String reverse(String s) {
        return new StringBuilder(s).reverse().toString();
    }

    static boolean isEmpty(String s) {
        return s == null || s.isEmpty();
    }
}

class Grid {
    int countMatches(List<List<Integer>> rows, int target) {
        int hits = 0;
        for (List<Integer> row : rows) {
            if (row != null) {
                for (Integer cell : row) {
                    if (cell != null) { // expect: QUA-COLLAPSIBLE-IF
                        if (cell > 0) { // expect: QUA-COLLAPSIBLE-IF
                            if (cell == target) { // expect: QUA-DEEP-NESTING
                                hits++;
                            }
                        }
                    }
                }
            }
        }
        return hits;
    }

    int countFlat(List<Integer> cells, int target) {
        int hits = 0;
        for (Integer cell : cells) {
            if (cell != null && cell == target) { // ok: QUA-DEEP-NESTING
                hits++;
            }
        }
        return hits;
    }
}
