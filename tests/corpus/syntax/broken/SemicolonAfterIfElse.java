class SemicolonAfterIfElse {
    static void check(int n) {
        if (n > 0); {
            System.out.println("pos");
        } else {
            System.out.println("neg");
        }
    }
}
