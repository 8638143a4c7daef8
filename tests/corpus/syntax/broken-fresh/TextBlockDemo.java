class TextBlockDemo {
    static String html() {
        return """
            <p>Hello</p>
            """
    }
}
