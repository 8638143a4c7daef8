class CallMissingParen {
    public static void main(String[] args) {
        String name = "Ana";
        System.out.println("Hello " + name;
        System.out.println("Bye");
    }
}
