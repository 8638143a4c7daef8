public class StrayDotAfterCall {
    public static void main(String[] args) {
        String s = "abc".toUpperCase().;
        System.out.println(s);
    }
}
