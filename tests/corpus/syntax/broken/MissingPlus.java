class MissingPlus {
    public static void main(String[] args) {
        int age = 30;
        System.out.println("Age: " age);
    }
}
