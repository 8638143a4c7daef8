class MissingReturnType {
    public add(int a, int b) {
        return a + b;
    }

    public static void main(String[] args) {
        System.out.println("ok");
    }
}
