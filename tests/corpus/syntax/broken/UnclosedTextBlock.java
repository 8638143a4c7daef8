class UnclosedTextBlock {
    static String json() {
        return """
            {"name": "Ana"}
            ;
    }
}
