public class SwitchExpressions {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static int letters(Day day) {
        return switch (day) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case THU, SAT -> 8;
            case WED -> {
                int n = "wednesday".length();
                yield n;
            }
        };
    }

    static String kind(Object o) {
        String result = switch (o.getClass().getSimpleName()) {
            case "Integer":
                yield "int";
            case "String":
                yield "text";
            default:
                yield "other";
        };
        return result;
    }

    public static void main(String[] args) {
        int yield = 3;
        System.out.println(letters(Day.WED) + kind(yield) + kind("s"));
    }
}
