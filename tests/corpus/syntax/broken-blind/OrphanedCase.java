public class OrphanedCase {
    public static String day(int d) {
        String name = "unknown";
        case 1:
            name = "Monday";
        return name;
    }
}
