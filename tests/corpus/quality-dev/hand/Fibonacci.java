public class Fibonacci {

    public static void main(String[] args) {
        int n = 20;
        long[] memo = new long[n + 1];
        for (int i = 0; i <= n; i++) {
            System.out.println(i + ": " + fib(i, memo));
        }
    }

    static long fib(int n, long[] memo) {
        if (n < 2) {
            return n;
        }
        if (memo[n] != 0) {
            return memo[n];
        }
        memo[n] = fib(n - 1, memo) + fib(n - 2, memo);
        return memo[n];
    }
}
