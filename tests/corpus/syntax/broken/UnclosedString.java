class UnclosedString {
    public static void main(String[] args) {
        System.out.println("Hello, world);
        System.out.println("next");
    }
}
