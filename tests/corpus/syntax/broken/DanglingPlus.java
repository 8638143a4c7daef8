class DanglingPlus {
    public static void main(String[] args) {
        System.out.println("a" + );
    }
}
