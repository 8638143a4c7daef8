public class EmptyCharLiteral {
    public static void main(String[] args) {
        char separator = '';
        System.out.println("a" + separator + "b");
    }
}
