class CharForString {
    public static void main(String[] args) {
        String greeting = 'hello';
        System.out.println(greeting);
    }
}
