pubilc class PubilcKeyword {
    public static void main(String[] args) {
        System.out.println("hello");
    }
}
