class Counter {
    public static void main(String[] args) {
        int count = 0;
        for (int i = 0; i < 5; i++) {
            count += i;
        }
        if (count = 10) {
            System.out.println("ten");
        }
    }
}
