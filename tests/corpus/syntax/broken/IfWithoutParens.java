class IfWithoutParens {
    static void check(int x) {
        if x > 5 {
            System.out.println("big");
        }
    }
}
