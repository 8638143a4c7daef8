public class MethodInsideMethod {
    public static void main(String[] args) {
        System.out.println(twice(4));

        static int twice(int x) {
            return 2 * x;
        }
    }
}
