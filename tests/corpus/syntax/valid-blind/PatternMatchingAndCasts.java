import java.util.List;

public class PatternMatchingAndCasts {
    static String describe(Object o) {
        if (o instanceof String s && !s.isEmpty()) {
            return "string of " + s.length();
        }
        if (!(o instanceof Integer n)) {
            return o instanceof List<?> list ? "list of " + list.size() : "unknown";
        }
        return "int " + (n + 1);
    }

    static int generic(Object o) {
        return o instanceof Number num ? num.intValue() : -1;
    }

    public static void main(String[] args) {
        Object[] values = {"hi", 41, List.of(1, 2), 3.5};
        for (Object v : values) {
            System.out.println(describe(v) + " / " + generic(v));
        }
        int x = (int) (double) (Integer) 5;
        System.out.println(x);
    }
}
