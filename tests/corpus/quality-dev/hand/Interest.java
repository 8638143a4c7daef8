public class Interest {

    public static void main(String[] args) {
        double principal = 1000;
        double rate = 0.03;
        int years = 10;
        for (int y = 1; y <= years; y++) {
            principal *= 1 + rate;
            System.out.printf("year %2d: %.2f%n", y, principal);
        }
    }
}
