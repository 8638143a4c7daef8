class KeywordAsName {
    public static void main(String[] args) {
        int class = 5;
        System.out.println(class);
    }
}
