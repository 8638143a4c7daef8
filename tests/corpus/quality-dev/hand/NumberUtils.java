public final class NumberUtils {

    private NumberUtils() {
    }

    public static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        for (int i = 2; (long) i * i <= n; i++) {
            if (n % i == 0) {
                return false;
            }
        }
        return true;
    }

    public static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    public static boolean isEven(int n) {
        return n % 2 == 0; // ok: QUA-SIMPLIFIABLE-BOOLEAN-RETURN
    }
}
