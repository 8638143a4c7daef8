import java.util.Objects;

record Range(int from, int to) {
    Range {
        if (from > to) throw new IllegalArgumentException("from > to");
    }

    int length() {
        return to - from;
    }

    static Range of(int a, int b) {
        return new Range(Math.min(a, b), Math.max(a, b));
    }
}

class Records {
    public static void main(String[] args) {
        Range r = Range.of(5, 2);
        System.out.println(r + " " + r.length() + Objects.hash(r));
    }
}
