public final class MathUtils {

    public static final double EPSILON = 1e-9;

    private MathUtils() {
        throw new AssertionError("no instances");
    }

    public static boolean nearlyEqual(double a, double b) {
        return Math.abs(a - b) < EPSILON; // ok: QUA-FLOAT-EQUALITY
    }

    public static int clamp(int v, int lo, int hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    public static long factorial(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("n must be >= 0");
        }
        long r = 1;
        for (int i = 2; i <= n; i++) {
            r *= i;
        }
        return r;
    }
}
