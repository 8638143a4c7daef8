public class UnbalancedParens {
    public static void main(String[] args) {
        int a = 2, b = 3, c = 7, d = 4;
        int result = (a + b * (c - d);
        System.out.println(result);
    }
}
