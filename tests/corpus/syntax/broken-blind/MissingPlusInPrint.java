public class MissingPlusInPrint {
    public static void main(String[] args) {
        int score = 42;
        System.out.println("Score: " score);
    }
}
