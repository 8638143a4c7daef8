public class Histogram {

    public static void main(String[] args) {
        int[] data = {1, 3, 3, 7, 2, 3, 1, 9, 7};
        int[] buckets = new int[10];
        for (int d : data) {
            buckets[d]++;
        }
        for (int i = 0; i < buckets.length; i++) {
            if (buckets[i] > 0) {
                System.out.println(i + " | " + "#".repeat(buckets[i]));
            }
        }
    }
}
