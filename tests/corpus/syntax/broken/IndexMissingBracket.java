class IndexMissingBracket {
    public static void main(String[] args) {
        int[] a = new int[3];
        a[0 = 1;
        System.out.println(a[0]);
    }
}
