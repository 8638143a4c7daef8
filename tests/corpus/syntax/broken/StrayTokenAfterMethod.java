class StrayTokenAfterMethod {
    static int one() {
        return 1;
    })

    static int two() {
        return 2;
    }
}
