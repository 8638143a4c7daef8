class UnclosedCharLiteral {
    public static void main(String[] args) {
        char grade = 'AB';
        System.out.println(grade);
    }
}
