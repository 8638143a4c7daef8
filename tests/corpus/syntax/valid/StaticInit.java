import java.util.*;

class StaticInit {
    static final Map<String, Integer> CODES;

    static {
        Map<String, Integer> m = new HashMap<>();
        m.put("a", 1);
        CODES = Collections.unmodifiableMap(m);
    }

    private final int[] data;

    {
        data = new int[] {1, 2, 3};
    }

    static int sum(int... values) {
        int s = 0;
        for (int v : values) s += v;
        return s;
    }

    public static void main(String[] args) {
        System.out.println(CODES.get("a") + sum(1, 2, 3) + new StaticInit().data.length);
    }
}
