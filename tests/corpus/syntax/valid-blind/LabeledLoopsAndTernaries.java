public class LabeledLoopsAndTernaries {
    static String grade(int score) {
        return score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : "F";
    }

    public static void main(String[] args) {
        int[][] grid = {{1, 2, 3}, {4, -5, 6}, {7, 8, 9}};
        int found = 0;
        outer:
        for (int[] row : grid) {
            inner:
            for (int v : row) {
                if (v < 0) {
                    found = v;
                    break outer;
                }
                if (v % 2 == 0) {
                    continue inner;
                }
            }
        }
        int i = 0;
        do {
            i += 2;
        } while (i < 5);
        boolean flag = !(i > 3) ^ (found < 0) | false & true;
        System.out.println(grade(85) + found + i + flag + (i >>> 1) + (-i >> 1) + (i << 2));
    }
}
