class ElseWithoutBody {
    static void check(int a, int b) {
        if (a > b) else {
            System.out.println("no");
        }
    }
}
