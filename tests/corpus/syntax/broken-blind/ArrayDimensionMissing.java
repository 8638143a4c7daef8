public class ArrayDimensionMissing {
    public static void main(String[] args) {
        int[] scores = new int[];
        System.out.println(scores.length);
    }
}
