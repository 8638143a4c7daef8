class StringConcatQuote {
    public static void main(String[] args) {
        String name = "Bo";
        System.out.println("Hi " + name + !");
    }
}
