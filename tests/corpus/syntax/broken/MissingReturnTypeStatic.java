class MissingReturnTypeStatic {
    private static helper(String s) {
        return s.length();
    }
}
