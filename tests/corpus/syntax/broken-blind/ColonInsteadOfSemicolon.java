public class ColonInsteadOfSemicolon {
    public static void main(String[] args) {
        String city = "Lisbon":
        System.out.println(city);
    }
}
