class SwitchExpr {
    enum Day { MON, TUE, SAT, SUN }

    static String kind(Day d) {
        return switch (d) {
            case SAT, SUN -> "weekend";
            default -> {
                String s = "week";
                yield s + "day";
            }
        };
    }

    static int old(int x) {
        switch (x) {
            case 1:
            case 2:
                return 10;
            default:
                return 0;
        }
    }

    public static void main(String[] args) {
        System.out.println(kind(Day.SAT) + old(2));
    }
}
