public class CleanFresh4 {
    enum Light { RED, YELLOW, GREEN }

    static Light next(Light l) {
        return switch (l) {
            case RED -> Light.GREEN;
            case GREEN -> Light.YELLOW;
            case YELLOW -> Light.RED;
        };
    }

    static int daysIn(int month, boolean leap) {
        switch (month) {
            case 2:
                return leap ? 29 : 28;
            case 4:
            case 6:
            case 9:
            case 11:
                return 30;
            default:
                return 31;
        }
    }

    public static void main(String[] args) {
        Light l = Light.RED;
        for (int i = 0; i < 4; i++) {
            System.out.println(l + " " + daysIn(i + 1, false));
            l = next(l);
        }
    }
}
