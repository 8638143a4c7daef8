class UnclosedCharLiteral2 {
    public static void main(String[] args) {
        char c = 'x;
        System.out.println(c);
    }
}
