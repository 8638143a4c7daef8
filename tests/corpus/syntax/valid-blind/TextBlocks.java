public class TextBlocks {
    static final String QUERY = """
            SELECT id, name
              FROM customer
             WHERE name LIKE '%"quoted"%' \
            ORDER BY id
            """;

    static String html(String title) {
        return """
                <html>
                  <body><h1>%s</h1>\t<p>tab and "quotes" and \"""triple\""" </p></body>
                </html>
                """.formatted(title);
    }

    public static void main(String[] args) {
        String empty = """
                """;
        System.out.println(QUERY + html("Hi") + empty.length());
    }
}
