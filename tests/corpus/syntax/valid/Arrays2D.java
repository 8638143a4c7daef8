import java.util.Arrays;

class Arrays2D {
    public static void main(String[] args) {
        int[][] m = new int[3][4];
        for (int[] row : m) Arrays.fill(row, 1);
        String[] parts = "a,b,c".split(",");
        char[] cs = {'x', 'y'};
        int[] copy = Arrays.copyOf(new int[] {3, 1, 2}, 5);
        Arrays.sort(copy);
        System.out.println(m[2][3] + parts.length + cs.length + Arrays.toString(copy));
    }
}
