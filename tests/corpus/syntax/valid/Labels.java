class Labels {
    public static void main(String[] args) {
        int[][] grid = {{1, 2}, {3, 4}};
        int found = -1;
        outer:
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                if (grid[i][j] == 3) {
                    found = i * 10 + j;
                    break outer;
                }
                if (grid[i][j] < 0) continue outer;
            }
        }
        int x = found > 0 ? found : -found;
        x <<= 2;
        x ^= 0xFF;
        long big = 1_000_000L;
        System.out.println(x + big + (x >>> 1) + (~x & 7));
    }
}
