class WhileMissingParen {
    public static void main(String[] args) {
        int i = 0;
        while (i < 3 {
            i++;
        }
    }
}
