public class SwitchArrowMissingSemicolon {
    public static String size(int n) {
        return switch (n) {
            case 1 -> "small"
            case 2 -> "medium";
            default -> "large";
        };
    }
}
