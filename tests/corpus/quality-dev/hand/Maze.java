import java.util.ArrayDeque;
import java.util.Deque;

public class Maze {

    private final char[][] grid;

    public Maze(String[] rows) {
        grid = new char[rows.length][];
        for (int i = 0; i < rows.length; i++) {
            grid[i] = rows[i].toCharArray();
        }
    }

    public int shortestPath(int sr, int sc, int tr, int tc) {
        int[][] dist = new int[grid.length][grid[0].length];
        for (int[] row : dist) {
            java.util.Arrays.fill(row, -1);
        }
        Deque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {sr, sc});
        dist[sr][sc] = 0;
        int[][] moves = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            int[] cur = queue.poll();
            if (cur[0] == tr && cur[1] == tc) {
                return dist[tr][tc];
            }
            for (int[] m : moves) {
                int r = cur[0] + m[0];
                int c = cur[1] + m[1];
                if (r >= 0 && c >= 0 && r < grid.length && c < grid[r].length) { // expect: QUA-COLLAPSIBLE-IF
                    if (grid[r][c] != '#' && dist[r][c] == -1) {
                        dist[r][c] = dist[cur[0]][cur[1]] + 1;
                        queue.add(new int[] {r, c});
                    }
                }
            }
        }
        return -1;
    }
}
