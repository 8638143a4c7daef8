class TextBlocks {
    static final String JSON = """
        {
          "name": "Ana",
          "tags": ["a", "b"]
        }
        """;

    public static void main(String[] args) {
        char quote = '\'';
        char tab = '\t';
        String s = "He said \"hi\"\n";
        System.out.println(JSON + quote + tab + s + '\u0041');
    }
}
