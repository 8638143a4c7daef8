class AssignInIf {
    public static void main(String[] args) {
        int score = 7;
        if (score = 10) {
            System.out.println("perfect");
        }
    }
}
