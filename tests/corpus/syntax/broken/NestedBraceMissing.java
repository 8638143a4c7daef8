class NestedBraceMissing {
    static int count(int[] values) {
        int n = 0;
        for (int v : values) {
            if (v > 0) {
                n++;
        }
        return n;
    }

    public static void main(String[] args) {
        System.out.println(count(new int[] {1, -2}));
    }
}
