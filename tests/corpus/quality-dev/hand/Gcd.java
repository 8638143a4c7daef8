public class Gcd {
    public static void main(String[] args) {
        int a = 84, b = 36;
        while (b != 0) {
            int t = b;
            b = a % b;
            a = t;
        }
        System.out.println("gcd = " + a);
    }
}
