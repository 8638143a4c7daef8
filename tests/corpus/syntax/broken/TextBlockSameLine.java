class TextBlockSameLine {
    static String sql() {
        return """SELECT * FROM users""";
    }
}
