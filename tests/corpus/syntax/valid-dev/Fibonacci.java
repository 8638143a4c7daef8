import java.util.Arrays;

class Fibonacci {
    static long[] table(int n) {
        long[] f = new long[Math.max(2, n)];
        f[0] = 0;
        f[1] = 1;
        for (int i = 2; i < n; i++) {
            f[i] = f[i - 1] + f[i - 2];
        }
        return Arrays.copyOf(f, n);
    }

    static long recursive(int n) {
        return n < 2 ? n : recursive(n - 1) + recursive(n - 2);
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        System.out.println(Arrays.toString(table(n)));
        do {
            n--;
        } while (n > 5);
        System.out.println("fib(" + n + ") = " + recursive(n));
    }
}
