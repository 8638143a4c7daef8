public class ElsMisspelled {
    public static String parity(int n) {
        if (n % 2 == 0) {
            return "even";
        } els {
            return "odd";
        }
    }
}
