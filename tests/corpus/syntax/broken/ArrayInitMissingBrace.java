class ArrayInitMissingBrace {
    public static void main(String[] args) {
        int[] values = {1, 2, 3;
        System.out.println(values.length);
    }
}
