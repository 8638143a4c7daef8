public class SingleQuotedString {
    public static void main(String[] args) {
        String name = 'Alice';
        System.out.println("Hi " + name);
    }
}
