class ElseIfMissingParen {
    static String grade(int s) {
        if (s > 90) {
            return "A";
        } else if (s > 80 {
            return "B";
        }
        return "C";
    }
}
