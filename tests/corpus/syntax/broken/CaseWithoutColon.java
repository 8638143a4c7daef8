class CaseWithoutColon {
    static String day(int d) {
        switch (d) {
            case 1 return "Mon";
            default: return "?";
        }
    }
}
