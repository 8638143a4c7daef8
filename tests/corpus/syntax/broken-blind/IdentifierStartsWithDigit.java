public class IdentifierStartsWithDigit {
    public static void main(String[] args) {
        int 2ndPlace = 2;
        System.out.println(2ndPlace);
    }
}
