public class UnterminatedString {
    public static void main(String[] args) {
        String greeting = "Hello, world;
        System.out.println(greeting);
    }
}
