class StatementAfterMethod {
    static int one() {
        return 1;
    }
    System.out.println("done");
}
