class UnclosedComment {
    /* Adds two numbers.
    static int add(int a, int b) {
        return a + b;
    }
}
