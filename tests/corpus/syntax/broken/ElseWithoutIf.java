class ElseWithoutIf {
    static void check(int n) {
        if (n > 0)
            System.out.println("positive");
            System.out.println("checked");
        else
            System.out.println("not positive");
    }
}
