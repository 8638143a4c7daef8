class IfMissingParen {
    static String size(int n) {
        if (n > 10 {
            return "big";
        }
        return "small";
    }
}
