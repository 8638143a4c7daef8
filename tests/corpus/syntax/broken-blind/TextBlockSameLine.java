public class TextBlockSameLine {
    public static void main(String[] args) {
        String json = """{"name": "Ada"}""";
        System.out.println(json);
    }
}
