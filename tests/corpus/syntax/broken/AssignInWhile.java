class AssignInWhile {
    public static void main(String[] args) {
        int n = 0;
        while (n = 5) {
            n++;
        }
    }
}
