public class DoubleDecimalPoint {
    public static void main(String[] args) {
        double price = 19.99.5;
        System.out.println(price);
    }
}
