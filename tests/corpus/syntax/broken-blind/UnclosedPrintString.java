public class UnclosedPrintString {
    public static void main(String[] args) {
        System.out.println("Goodbye);
    }
}
