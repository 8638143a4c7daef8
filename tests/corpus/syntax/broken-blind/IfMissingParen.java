public class IfMissingParen {
    public static String classify(int age) {
        if (age >= 18 {
            return "adult";
        }
        return "minor";
    }
}
