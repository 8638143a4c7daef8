class MethodCallMissingComma {
    static int max(int a, int b) {
        return Math.max(a b);
    }
}
