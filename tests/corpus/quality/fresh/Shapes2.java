import java.util.List;

interface Drawable {
    void draw();
}

class Square implements Drawable {
    protected double side;

    Square(double side) {
        this.side = side;
        draw(); // expect: QUA-CONSTRUCTOR-CALLS-OVERRIDABLE
    }

    public void draw() { // expect: QUA-MISSING-OVERRIDE
        System.out.println("square " + side);
    }

    double Area() { // expect: QUA-METHOD-NAMING
        return side * side;
    }
}

class geometry { // expect: QUA-CLASS-NAMING, QUA-UTILITY-CLASS
    static double PI_ISH = 3.14; // expect: QUA-VARIABLE-NAMING

    static double total(List<Square> squares) {
        double Total = 0; // expect: QUA-VARIABLE-NAMING
        for (Square s : squares) {
            Total += s.Area();
        }
        return Total;
    }

    static double biggest(List<Square> squares) {
        double best = 0;
        for (Square s : squares) {
            if (s != null) { // expect: QUA-COLLAPSIBLE-IF
                if (s.Area() > best) {
                    best = s.Area();
                }
            }
        }
        return best;
    }
}

class Names {
    static final String defaultName = "none"; // expect: QUA-CONSTANT-NAMING
    private final String first;

    Names(String first) {
        this.first = first;
    }

    String display() {
        String d = first == null ? defaultName : first.toString(); // expect: QUA-STRING-TO-STRING, QUA-LOCAL-BEFORE-RETURN
        return d;
    }

    boolean isName(Object o) {
        return o != null && o instanceof Names; // expect: QUA-REDUNDANT-NULL-CHECK
    }
}
