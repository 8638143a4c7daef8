class MissingSemicolon {
    public static void main(String[] args) {
        int total = 0
        for (int i = 0; i < 3; i++) {
            total += i;
        }
        System.out.println(total);
    }
}
