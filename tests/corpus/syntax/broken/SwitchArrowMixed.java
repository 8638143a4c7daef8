class SwitchArrowMixed {
    static int days(int month) {
        return switch (month) {
            case 2 -> 28;
            case 4, 6, 9, 11: 30;
            default -> 31;
        };
    }
}
