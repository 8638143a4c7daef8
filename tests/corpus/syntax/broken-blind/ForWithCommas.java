public class ForWithCommas {
    public static void main(String[] args) {
        int[] values = {3, 1, 4, 1, 5};
        for (int i = 0, i < values.length, i++) {
            System.out.println(values[i]);
        }
    }
}
