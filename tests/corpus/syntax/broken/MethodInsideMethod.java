class MethodInsideMethod {
    public static void main(String[] args) {
        System.out.println("start");

    static void helper() {
        System.out.println("help");
    }
}
