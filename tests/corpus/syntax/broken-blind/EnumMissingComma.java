public class EnumMissingComma {
    enum Color { RED GREEN BLUE }

    public static void main(String[] args) {
        System.out.println(Color.RED);
    }
}
